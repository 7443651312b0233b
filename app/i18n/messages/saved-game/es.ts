import type fr from "./fr";

const es: typeof fr = {
  title: "Tu partida en curso",
  resume: "Reanudar mi partida",
  place: "Dónde estabas",
  notEntered: "Todavía no has entrado en el juego",
  lastPlayed: "Última partida",
  solved: "Enigmas resueltos",
  timer: "Cronómetro",
  note: "Guardada en tu cuenta: retómala en cualquier dispositivo en el que hayas iniciado sesión, durante {{days}} días después de tu última partida.",
  abandon: "Abandonar esta partida",
  confirmTitle: "¿Abandonar esta partida?",
  confirmText: "Perderás tu progreso y la partida contará como abandonada. Después podrás empezar una nueva.",
  confirm: "Abandonar",
  cancel: "Conservar mi partida",
  abandoned: "Partida abandonada. Puedes empezar una nueva.",
  failed: "No se ha podido abandonar la partida. Inténtalo de nuevo en un momento.",
  gone: "Esta partida ya no está guardada en tu cuenta.",
  progressAccount:
    "Como has iniciado sesión, tu progreso se guarda en tu cuenta durante {{days}} días después de tu última partida: retómala desde la ficha del juego en cualquier dispositivo. El botón «Salir» termina la partida.",
};

export default es;
