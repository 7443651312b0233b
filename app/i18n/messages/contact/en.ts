import type fr from "./fr";

const en: typeof fr = {
  title: "Contact us",
  description:
    "A question, a technical problem, a project for your class or company? Write to the Escaplay team: we reply within two working days.",
  heroTitle: "Write to us",
  heroText:
    "A question about a game, a technical problem, a project for your class or your company? A real person from the team will answer, usually within two working days.",
  formTitle: "Your message",
  required: "All fields are required.",
  name: "Your name",
  email: "Your e-mail address",
  emailHint: "We only use it to reply to you.",
  topic: "Topic",
  topics: {
    general: "General question",
    support: "Technical support",
    education: "Education plan (teachers, associations)",
    company: "Company plan",
    press: "Press",
    partnership: "Partnership",
  },
  message: "Your message",
  messageHint: "Between {{min}} and {{max}} characters.",
  honeypot: "Leave this field empty",
  submit: "Send message",
  sending: "Sending…",
  errorSummary: "Your message could not be sent. Please correct these fields:",
  errors: {
    nameRequired: "Please enter your name.",
    nameTooLong: "Your name cannot be longer than {{max}} characters.",
    emailRequired: "Please enter your e-mail address.",
    emailInvalid: "This e-mail address does not look valid, for example: sam@example.com.",
    topicInvalid: "Please choose a topic from the list.",
    messageTooShort: "Your message must be at least {{min}} characters long.",
    messageTooLong: "Your message cannot be longer than {{max}} characters.",
    tooMany: "You have already sent several messages recently. Please wait a little, or e-mail us directly.",
  },
  sentTitle: "Message sent, thank you!",
  sentText: "We have received it and will reply by e-mail, usually within two working days.",
  sendAnother: "Send another message",
  asideTitle: "Other ways to reach us",
  emailUs: "By e-mail",
  emailUsText: "Write straight to the team:",
  hoursTitle: "Response time",
  hoursText: "Monday to Friday, within two working days.",
  quickTitle: "Before you write",
  quick: [
    { to: "/plans", text: "Plans and prices are set out on the pricing page." },
    { to: "/code", text: "A game code not working? Check it on the code page." },
    { to: "/learn", text: "New to the editor? Follow our tutorials." },
  ],
  reportNote: "To report a game, please use the \"Report\" button on its page instead: the report goes straight to moderation.",
  privacy: "Your details are only used to reply to you and are kept for 3 years. Find out more in the {{link}}.",
  privacyLink: "legal notice",
};

export default en;
