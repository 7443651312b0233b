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
  auth: {
    connectTitle: "Anmelden",
    joinTitle: "Registrieren",
    resetTitle: "Mein Konto wiederherstellen",
    description: "Ihr Escaplay-Konto: Spiele erstellen, Erfolge speichern, Mehrspieler-Partien organisieren.",
    opening: "Escaplay-Konten starten mit der nächsten Version der Website.",
    meanwhile: "Bis dahin lassen sich alle öffentlichen Spiele ohne Konto spielen, allein oder zu mehreren vor demselben Bildschirm.",
    features: "Mit einem Konto können Sie:",
    list: ["Ihre Escape Games erstellen und veröffentlichen", "Ihren Fortschritt und Ihre Erfolge speichern", "Mehrspieler-Partien mit einem Code organisieren", "Bewertungen zu beendeten Spielen abgeben"],
    play: "Ohne Konto spielen",
    back: "Nach der Anmeldung kehren Sie hierhin zurück: {{path}}",
  },
  quit: {
    title: "Abmelden",
  },
  account: {
    title: "Mein Konto",
    invoices: "Meine Rechnungen",
    mail: "E-Mail-Adresse",
    newsletter: "Newsletter",
    proSuccess: "Willkommen bei Pro",
    results: "Spielergebnisse",
    progress: "Fortschritt der Spieler",
    session: "Details der Partie",
    text: "Hier finden Sie Ihr Profil, Ihre Einstellungen, Ihr Abonnement und die Ergebnisse Ihrer Spiele. Dieser Bereich füllt sich, sobald die Konten freigeschaltet sind.",
  },
  play: {
    title: "{{title}} spielen",
    privateTitle: "Privates Spiel: {{title}}",
    session: "Partie Nr. {{session}}",
    joining: "Sie treten der Partie Nr. {{session}} bei.",
    coming: "Das Spielmodul kommt mit der nächsten Version von Escaplay: Hier spielen Sie dann dieses Spiel, allein oder mit dem Code Ihrer Partie.",
    tips: "Legen Sie bis dahin Papier und Stift bereit: Das werden Sie brauchen.",
    details: "Zur Spielseite",
    demo: "Demo eines privaten Spiels mit 2D-Oberfläche",
  },
  studio: {
    title: "Kreativstudio",
    testTitle: "Mein Spiel testen",
    text: "Das Studio kommt mit einer der nächsten Versionen: Dort bauen Sie Ihre 2D-Szenen, 360°-Panoramen und klassischen Spiele und testen sie hier, bevor Sie sie veröffentlichen.",
    project: "Projekt: {{id}}",
    newProject: "Neues Projekt",
    learn: "So erstellen Sie ein Escape Game",
    types: { project: "Klassisch", project2D: "2D-Oberfläche", project360: "360°" },
  },
};

export default de;
