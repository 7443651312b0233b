import type fr from "./fr";

const de: typeof fr = {
  generic: { title: "Ein Fehler ist aufgetreten", text: "Das Spiel konnte nicht geöffnet werden. Versuch es erneut oder wähl ein anderes Spiel." },
  backToGames: "Zurück zu den Spielen",
  login: "Anmelden",
  plans: "Tarife ansehen",
  validate: "Konto bestätigen",
  player: "Spieler",
  unavailable: "Das Spiel ist vorübergehend nicht verfügbar. Versuch es in einigen Minuten erneut.",
  testPlay: {
    noDraft: "Dieses Projekt hat noch kein gespeichertes Spiel: Speichere es im Editor und komm dann zum Testen zurück.",
    notJson: "Das gespeicherte Spiel dieses Projekts kann nicht gelesen werden: Öffne es im Editor und speichere es erneut.",
    wrongType: "Das gespeicherte Spiel hat nicht denselben Typ wie dieses Projekt: Korrigiere seinen Typ im Editor.",
  },
  // Tickets to a project's room (the editors ask for one before they connect).
  projectRoom: {
    "sign-in": "Melde dich an, um dieses Projekt im Editor zu öffnen.",
    "not-found": "Dieses Projekt existiert nicht oder wurde gelöscht.",
    "not-yours": "Dieses Projekt gehört einem anderen Ersteller: Nur sein Eigentümer und seine Mitwirkenden können es bearbeiten.",
    unavailable: "Der Editor ist vorübergehend nicht verfügbar. Versuch es in einigen Minuten erneut.",
    "invalid-request": "Diese Anfrage zum Öffnen eines Projekts ist unvollständig. Lade die Seite neu und versuch es erneut.",
    "method-not-allowed": "Diese Adresse wird nur vom Editor aus verwendet.",
    "cross-site": "Dieses Projekt kann nur über die Website geöffnet werden, auf der es erstellt wurde.",
  },
  errors: {
    "pro-required": { title: "Private Freigabe nur für Pro-Autoren", text: "Damit dieses Spiel privat geteilt werden kann, braucht sein Autor einen Pro-Tarif. Sag ihm Bescheid: Sobald er zu Pro wechselt, funktioniert sein Link." },
    "not-found": { title: "Spiel nicht gefunden", text: "Dieses Spiel existiert nicht oder wurde von seinem Autor gelöscht." },
    "not-private": { title: "Dieses Spiel ist nicht privat zugänglich", text: "Dieses Spiel wird nicht privat geteilt. Such es im öffentlichen Katalog." },
    "account-only": { title: "Nur für Mitglieder", text: "Der Autor dieses Spiels hat es Spielern vorbehalten, die mit einem Konto angemeldet sind." },
    "key-only": { title: "Aktivierungsschlüssel erforderlich", text: "Dieses Spiel kann nur mit einem Aktivierungsschlüssel gespielt werden, den du von seinem Autor erhältst." },
    "missing-resources": { title: "Fehlende Ressourcen", text: "Einige Bilder oder Töne dieses Spiels wurden nicht gefunden: Es kann nicht richtig gespielt werden. Fehlende Ressourcen können die Qualität des Spiels beeinträchtigen." },
    gone: { title: "Diese Spielseite ist nicht mehr verfügbar", text: "Der Autor hat die Veröffentlichung dieses Spiels zurückgezogen." },
    "mail-preferences": { title: "Einstellungen nicht gespeichert", text: "Beim Ändern deiner E-Mail-Einstellungen ist ein Fehler aufgetreten. Bitte versuch es gleich noch einmal." },
    "solo-unavailable": { title: "Einzelspielermodus nicht verfügbar", text: "Dieses Spiel kann nicht allein gespielt werden: Erstelle eine Mehrspieler-Partie oder tritt einer bei." },
    "multi-unavailable": { title: "Mehrspielermodus nicht verfügbar", text: "Dieses Spiel kann nicht gemeinsam aus der Ferne gespielt werden: Starte es allein, gern auch zu mehreren vor demselben Bildschirm." },
    "account-needed": { title: "Konto erforderlich", text: "Für diese Aktion musst du mit einem Konto angemeldet sein. Ein Konto zu erstellen ist kostenlos." },
    "wrong-key": { title: "Falscher Aktivierungsschlüssel", text: "Dieser Aktivierungsschlüssel passt nicht zu diesem Spiel. Prüf ihn beim Autor des Spiels und versuch es erneut." },
    "session-expired": { title: "Partie abgelaufen", text: "Diese Partie kann nicht mehr fortgesetzt werden: Sie ist beendet oder zu alt. Starte eine neue Partie." },
    "rate-limited": { title: "Zu viele Partien gestartet", text: "Du hast in kurzer Zeit viele Partien gestartet. Warte einige Minuten und versuch es dann erneut." },
    "verify-account": { title: "Konto bestätigen", text: "Bestätige zuerst dein Konto mit dem Code aus der E-Mail: Erst danach kannst du Spiele starten und Partien beitreten." },
    "guests-pro-only": { title: "Gäste nur mit Pro-Tarif", text: "Spieler ohne Konto einzuladen ist den Tarifen Pro, Bildung und Unternehmen vorbehalten. Erstelle die Partie ohne Gäste oder wechsle zu einem Pro-Tarif." },
    "guests-not-invited": { title: "Diese Partie ist Spielenden mit Konto vorbehalten", text: "Nur eine Spielleitung mit Pro-, Education- oder Unternehmenstarif kann Spielende ohne Konto einladen, und für diese Partie hat sie es nicht getan. Melde dich an oder erstelle ein kostenloses Konto, um beizutreten." },
    "bad-players": { title: "Ungültige Spielerzahl", text: "Wähle eine Mindest- und Höchstzahl an Spielern innerhalb der Grenzen des Spiels; das Minimum darf das Maximum nicht überschreiten." },
    "nickname-needed": { title: "Spitzname erforderlich", text: "Wähle einen Spitznamen, damit die anderen Spieler dich erkennen, und tritt dann der Partie bei." },
    "session-full": { title: "Partie voll", text: "Diese Partie hat ihre Höchstzahl an Spielern erreicht. Bitte ihren Ersteller, eine weitere zu eröffnen." },
    removed: { title: "Du wurdest aus der Partie entfernt", text: "Der Ersteller dieser Partie hat dich entfernt: Du kannst ihr nicht mehr beitreten." },
    "draft-invalid": { title: "Entwurf mit Fehlern", text: "Der Entwurf hat sich seit dem Öffnen dieser Seite geändert und kann nicht mehr getestet werden: Lade die Seite neu, um zu sehen, was zu korrigieren ist." },
  },
};

export default de;
