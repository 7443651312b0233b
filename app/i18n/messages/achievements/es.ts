import type fr from "./fr";

const es: typeof fr = {
  title: "Logros",
  count: "{{n}} logro(s) por desbloquear en este juego.",
  unlockedCount: "Ha desbloqueado {{n}} de {{total}}.",
  hidden: "Logro oculto",
  hiddenText: "Juegue para descubrirlo: se revela cuando lo desbloquea.",
  unlockedOn: "Desbloqueado el {{date}}",
  profileTitle: "Logros desbloqueados",
  inGame: "En",
  noneYet: "{{name}} todavía no ha desbloqueado ningún logro.",
};

export default es;
