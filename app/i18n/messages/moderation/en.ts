import type fr from "./fr";

const en: typeof fr = {
  title: "Moderation",
  intro: "Pending reviews, oldest first, then reported games. You never decide on your own content.",
  catalogue: "Back to the catalogue",
  reviewsTitle: "Pending reviews ({{n}})",
  noReviews: "No pending reviews.",
  guest: "Guest",
  rating: "{{n}} out of 5",
  edited: "edited",
  noComment: "No comment.",
  own: "This is your review: another moderator will decide.",
  approve: "Approve",
  reject: "Reject",
  rejectReason: "Reason for rejecting",
  rejectHint: "A reason is required to reject: the author reads it on the game's page and by e-mail.",
  reasons: {
    offTopic: "Off topic: the review is not about the game",
    abusive: "Abusive or disrespectful words",
    personal: "Personal information",
    spoiler: "Gives away the game's solutions",
    advertising: "Advertising or promotional link",
  },
  reportsTitle: "Reported games ({{n}})",
  noReports: "No open reports.",
  ownGame: "This is your game: another moderator will decide.",
  hideNote: "Note for the creator (required to hide)",
  hide: "Hide the game",
  dismiss: "Dismiss",
  done: {
    approve: "Review approved: it shows on the game's page.",
    reject: "Review rejected: its author is told.",
    hide: "Game hidden: its creator is told.",
    dismiss: "Reports dismissed.",
  },
  errors: {
    own: "You cannot decide on your own content.",
    gone: "This item has already been handled.",
    reason: "Give the reason for rejecting.",
    note: "Write a note for the creator before hiding the game.",
  },
  mail: {
    rejected: {
      subject: "Your review of “{{title}}” was not published",
      greeting: "Hello {{name}},",
      intro: "The moderators did not publish your review of the game “{{title}}”.",
      reason: "Reason: {{reason}}",
      button: "See my review",
      after: "You can edit it from the game's page: it will go back to moderation.",
    },
    hidden: {
      subject: "Your game “{{title}}” has been hidden",
      greeting: "Hello {{name}},",
      intro: "After reports, the moderators hid your game “{{title}}”: it no longer shows in the catalogue and its page is no longer available.",
      reason: "Reason: {{reason}}",
      button: "Open my projects",
      after: "To contest this decision, write to support from the contact page.",
    },
  },
};

export default en;
