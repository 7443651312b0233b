import type fr from "./fr";

const en: typeof fr = {
  title: "Team",
  description: "Invite your colleagues into your company: they share your Company plan and your projects.",
  intro: "Your team's members share your Company plan for as long as they belong to it, and find all your projects in their My projects space, to open and edit them.",
  seats: "{{used}} of {{seats}} seats used (members and pending invitations).",
  upgradeTitle: "Teams are part of the Company plan",
  upgradeText: "With the Company plan you invite colleagues by e-mail: they share your plan and work on the company's projects.",
  upgradeCta: "See the Company plan",
  invite: {
    title: "Invite a colleague",
    label: "E-mail address",
    hint: "We send them an invitation link, valid for 14 days. They can accept it with an existing account or create one.",
    submit: "Send the invitation",
  },
  errors: {
    email: "Enter a valid e-mail address, for example first.last@company.com.",
    self: "That is your own account's address: you already belong to your company.",
    member: "This person is already a member of your team.",
    invited: "An invitation to this address is already pending. Cancel it to send a new one.",
    seats: "Your plan includes {{seats}} seats, all taken by members or pending invitations. Remove a member or cancel an invitation to free one.",
    rateLimited: "Too many invitations sent in a short time. Try again in an hour.",
  },
  done: {
    invited: "Invitation sent to {{who}}.",
    cancelled: "The invitation sent to {{who}} is cancelled.",
    removed: "{{who}} is no longer part of your team.",
    left: "You have left the company: its plan and its projects are no longer available to you.",
  },
  members: {
    title: "Members",
    none: "Nobody has joined your team yet.",
    since: "Member since {{date}}",
    remove: "Remove {{name}}",
  },
  invitations: {
    title: "Pending invitations",
    expires: "Valid until {{date}}",
    cancel: "Cancel the invitation to {{email}}",
  },
  memberships: {
    title: "Your companies",
    item: "You have been a member of {{company}} since {{since}}.",
    active: "You share its Company plan and its projects.",
    lapsed: "{{company}}'s Company plan has ended: you no longer share its plan or its projects.",
    leave: "Leave {{company}}",
  },
  join: {
    title: "Invitation to join a team",
    signedOut: "You are invited to join a company's team on Escaplay. Log in or create an account to see the invitation.",
    signIn: "Log in",
    register: "Create an account",
    intro: "{{company}} invites you to join its team.",
    shares: "By accepting, you share {{company}}'s Company plan and can open and edit its projects from My projects. You can leave the team at any time from your account.",
    accept: "Join the team",
    toWorkspace: "Go to My projects",
    errors: {
      used: "This invitation has already been used or cancelled.",
      expired: "This invitation has expired. Ask the company for a new one.",
      self: "This invitation comes from your own account: you cannot accept it.",
      member: "You already belong to this team.",
      seats: "The team is full: the company must free a seat before you can join.",
      lapsed: "This company's Company plan has ended: its team cannot take new members.",
      unverified: "First confirm your account's e-mail address, then open this link again.",
    },
  },
  subscription: {
    through: "You have this plan as a member of {{company}}'s team, for as long as you belong to it.",
  },
  workspace: {
    hint: "Your company's projects: you can open and edit them.",
  },
  mail: {
    subject: "{{company}} invites you to its team on Escaplay",
    greeting: "Hello,",
    intro: "{{company}} invites you to join its team on Escaplay.",
    shares: "As a team member you share its Company plan and can open and edit its game projects.",
    withAccount: "Log in with your account to accept the invitation.",
    withoutAccount: "Create a free Escaplay account with this link, or log in with any account you like, to accept the invitation.",
    button: "See the invitation",
    expiry: "This link stays valid for 14 days.",
  },
};

export default en;
