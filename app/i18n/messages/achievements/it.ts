import type fr from "./fr";

const it: typeof fr = {
  title: "Obiettivi",
  count: "Obiettivi da sbloccare in questo gioco: {{n}}.",
  unlockedCount: "Ne hai sbloccati {{n}} su {{total}}.",
  hidden: "Obiettivo nascosto",
  hiddenText: "Gioca per scoprirlo: si rivela quando lo sblocchi.",
  unlockedOn: "Sbloccato il {{date}}",
  profileTitle: "Obiettivi sbloccati",
  inGame: "In",
  noneYet: "{{name}} non ha ancora sbloccato nessun obiettivo.",
};

export default it;
