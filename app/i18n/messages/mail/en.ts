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
  reset: {
    subject: "Choose a new Escaplay password",
    greeting: "Hello {{name}},",
    intro: "You asked to recover your account. This link lets you choose a new password:",
    button: "Choose a new password",
    expiry: "The link works once and expires in one hour. All your other sessions will be closed.",
  },
};

export default en;
