import type fr from "./fr";

const en: typeof fr = {
  title: "Achievements",
  count: "{{n}} achievement(s) to unlock in this game.",
  unlockedCount: "You have unlocked {{n}} of {{total}}.",
  hidden: "Hidden achievement",
  hiddenText: "Play to find out: it reveals itself when you unlock it.",
  unlockedOn: "Unlocked on {{date}}",
  profileTitle: "Unlocked achievements",
  inGame: "In",
  noneYet: "{{name}} has not unlocked an achievement yet.",
};

export default en;
