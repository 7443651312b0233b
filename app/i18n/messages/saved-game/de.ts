import type fr from "./fr";

const de: typeof fr = {
  title: "Dein laufendes Spiel",
  resume: "Mein Spiel fortsetzen",
  place: "Wo du warst",
  notEntered: "Noch nicht ins Spiel eingestiegen",
  lastPlayed: "Zuletzt gespielt",
  solved: "Gelöste Rätsel",
  timer: "Stoppuhr",
  note: "In deinem Konto gespeichert: Setze es auf jedem Gerät fort, auf dem du angemeldet bist, bis {{days}} Tage nach deinem letzten Spiel.",
  abandon: "Dieses Spiel aufgeben",
  confirmTitle: "Dieses Spiel aufgeben?",
  confirmText: "Dein Fortschritt geht verloren und das Spiel zählt als aufgegeben. Danach kannst du ein neues beginnen.",
  confirm: "Aufgeben",
  cancel: "Mein Spiel behalten",
  abandoned: "Spiel aufgegeben. Du kannst ein neues beginnen.",
  failed: "Das Spiel konnte nicht aufgegeben werden. Versuche es gleich noch einmal.",
  gone: "Dieses Spiel ist nicht mehr in deinem Konto gespeichert.",
  progressAccount:
    "Da du angemeldet bist, wird dein Fortschritt bis {{days}} Tage nach deinem letzten Spiel in deinem Konto gespeichert: Setze es auf jedem Gerät über die Seite des Spiels fort. Die Schaltfläche „Beenden“ beendet das Spiel.",
};

export default de;
