import type fr from "./fr";

const en: typeof fr = {
  signature: "The Escaplay team",
  footer: "You are receiving this message because something was done with this address on Escaplay. If it was not you, ignore it.",
  verification: {
    subject: "Your Escaplay validation code: {{code}}",
    greeting: "Hello {{name}},",
    intro: "Here is the code that activates your Escaplay account. Type it on the validation screen:",
    expiry: "This code is valid for 30 minutes.",
  },
  emailChange: {
    subject: "Confirm your new Escaplay address: {{code}}",
    greeting: "Hello {{name}},",
    intro: "You asked to use this address for your Escaplay account. Type this code on your account page to confirm the change:",
    expiry: "This code is valid for 24 hours. Until it is typed, your account keeps its current address.",
  },
  emailChangeRequested: {
    subject: "E-mail address change requested on your Escaplay account",
    greeting: "Hello {{name}},",
    intro: "Someone asked to replace your Escaplay account's e-mail address with {{email}}. A code was sent to that new address; the change only happens once the code is typed.",
    notYou: "If it was you, there is nothing else to do. If not, change your password and cancel the change from your account:",
    button: "Open my account",
    after: "Until then this address stays your account's: it is the one you log in with.",
  },
  emailChanged: {
    subject: "Your Escaplay account's e-mail address has changed",
    greeting: "Hello {{name}},",
    intro: "Your Escaplay account's e-mail address is now {{email}}. You log in with it, and our messages will go there.",
    notYou: "If you did not make this change, write to us right away:",
    button: "Contact Escaplay",
    after: "This is the last message about your account sent to this address.",
  },
  reset: {
    subject: "Choose a new Escaplay password",
    greeting: "Hello {{name}},",
    intro: "You asked to recover your account. This link lets you choose a new password:",
    button: "Choose a new password",
    expiry: "The link works once and expires in one hour. All your other sessions will be closed.",
  },
};

export default en;
