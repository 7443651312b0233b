import type fr from "./fr";

const de: typeof fr = {
  title: "Erfolge",
  count: "In diesem Spiel gibt es {{n}} Erfolg(e) freizuschalten.",
  unlockedCount: "Du hast {{n}} von {{total}} freigeschaltet.",
  hidden: "Versteckter Erfolg",
  hiddenText: "Spiel, um ihn zu entdecken: Er zeigt sich, sobald du ihn freischaltest.",
  unlockedOn: "Freigeschaltet am {{date}}",
  profileTitle: "Freigeschaltete Erfolge",
  inGame: "In",
  noneYet: "{{name}} hat noch keinen Erfolg freigeschaltet.",
};

export default de;
