import type fr from "./fr";

const de: typeof fr = {
  code: {
    title: "Spielcode eingeben",
    description: "Treten Sie mit dem Zahlencode des Spielleiters einer Escape-Game-Partie mit mehreren Spielern bei.",
    intro: "Der Spielleiter einer Mehrspieler-Partie gibt Ihnen einen Zahlencode. Geben Sie ihn hier ein, um zu den anderen Spielern zu stoßen.",
    noCode: "Kein Code? Wählen Sie ein Spiel und spielen Sie sofort allein los.",
    browse: "Spiele durchstöbern",
  },
  share: {
    title: "Freigabelink",
    description: "Öffnen Sie ein Spiel, das sein Autor mit Ihnen geteilt hat.",
    intro: "Hat Ihnen ein Autor einen Freigabelink geschickt? Fügen Sie ihn hier ein oder geben Sie den Code ein, der in der Adresse auf /sh/ folgt.",
    label: "Freigabelink oder -code",
    submit: "Spiel öffnen",
    notFound: "Dieser Freigabelink führt zu keinem Spiel. Fragen Sie bei der Person nach, die ihn Ihnen geschickt hat.",
  },
  play: {
    title: "{{title}} spielen",
    privateTitle: "Privates Spiel: {{title}}",
  },
  studio: {
    title: "Kreativstudio",
    testTitle: "Mein Spiel testen",
    text: "Das Studio kommt mit einer der nächsten Versionen: Dort bauen Sie Ihre 2D-Szenen, 360°-Panoramen und klassischen Spiele und testen sie hier, bevor Sie sie veröffentlichen.",
    project: "Projekt: {{id}}",
    newProject: "Neues Projekt",
    learn: "So erstellen Sie ein Escape Game",
  },
};

export default de;
