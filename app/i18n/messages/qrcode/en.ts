import type fr from "./fr";

const en: typeof fr = {
  title: "Free QR code generator",
  description:
    "Create a free QR code for a link or a text, choose its size, colour and error correction, then download it as SVG or PNG.",
  heroTitle: "QR code generator",
  heroText:
    "Turn a link or a text into a printable QR code: perfect for hiding a clue in a room, showing a game code to a class or inviting your players. Free, no sign-up and no watermark.",
  formTitle: "Your QR code",
  text: "Text or web address",
  textHint: "{{n}} of {{max}} characters at most.",
  size: "Image size",
  sizeOption: "{{n}} × {{n}} pixels",
  ecc: "Error correction",
  eccHint: "The higher it is, the better the code reads when damaged or partly covered, but the denser it gets.",
  levels: {
    L: "L – low (7%)",
    M: "M – medium (15%)",
    Q: "Q – high (25%)",
    H: "H – maximum (30%)",
  },
  color: "Pattern colour",
  submit: "Update the QR code",
  liveNote: "The preview updates as you type.",
  previewTitle: "Preview",
  previewAlt: "QR code leading to: {{text}}",
  empty: "Type a text or an address to see your QR code.",
  tooLong: "This text is too long for a QR code: shorten it to {{max}} characters at most, or lower the error correction.",
  lowContrast: "This colour is too light: many phones will not be able to read the code. Choose a darker shade.",
  downloadSvg: "Download as SVG",
  downloadPng: "Download as PNG",
  downloadHint: "The SVG stays sharp at any size, ideal for printing. The PNG is {{n}} × {{n}} pixels.",
  privacy: "Nothing is saved: the code is generated on the fly and never stored on our servers.",
  ideasTitle: "QR codes in your escape games",
  ideas: [
    {
      title: "A hidden clue",
      text: "Print a QR code leading to a picture, a sound or a text, and slip it under a drawer or behind a frame.",
    },
    {
      title: "Joining the game",
      text: "Put a QR code to the Code page on the board: your pupils join the multiplayer session in a moment.",
    },
    {
      title: "The final password",
      text: "Encode a text rather than a link: the QR code itself becomes a puzzle to scan to find the answer.",
    },
  ],
};

export default en;
