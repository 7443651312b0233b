import type fr from "./fr";

const en: typeof fr = {
  title: "Creator studio",
  fields: {
    required: "This field is required.",
    notNumber: "Enter a number.",
    wholeNumber: "Enter a whole number.",
    range: "Enter a number between {{min}} and {{max}}.",
    uploadFailed: "The file could not be sent. Check your connection and try again.",
    noFile: "No file",
    chooseFile: "Choose a file…",
    orLink: "Or an https address",
    uploading: "Sending…",
    upload: "Upload a file",
    badLink: "Enter an address starting with https:// (no spaces or quotes).",
  },
};

export default en;
