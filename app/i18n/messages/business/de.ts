import type fr from "./fr";

const de: typeof fr = {
  title: "Escape Games für Unternehmen",
  description: "Teambuilding auf Distanz, spielerische Schulungen und interaktive Inhalte: Erstelle Escape Games im eigenen Branding für Teams und Kunden.",
  eyebrow: "Unternehmen",
  heroTitle: "Escape Games, bei denen deine Teams wirklich zusammenarbeiten",
  heroText: "Teambuilding auf Distanz, Schulungen, Messeaktionen oder Onboarding: Escaplay verwandelt deine Botschaften in Rätsel, die man gemeinsam löst, direkt im Browser.",
  ctaContact: "Projekt besprechen",
  ctaPlans: "Zum Unternehmensangebot",
  usesTitle: "Wofür unsere Kunden Escaplay nutzen",
  usesIntro: "Ein Werkzeug für vier sehr unterschiedliche Anforderungen.",
  uses: [
    { title: "Teambuilding", text: "Gemischte Teams, eine Uhr und eine gemeinsame Mission: ideal, um Kolleginnen und Kollegen an mehreren Standorten oder im Homeoffice zusammenzubringen." },
    { title: "Schulung", text: "Arbeitssicherheit, Compliance, interne Tools, Produktwissen: Lernende probieren aus, machen gefahrlos Fehler und behalten mehr als mit einem Handout." },
    { title: "Interaktive Inhalte", text: "Produktlaunch, Messestand oder Kampagne: Biete deinen Kunden ein Spiel statt einer weiteren Broschüre." },
    { title: "Onboarding", text: "Zeig neuen Mitarbeitenden das Unternehmen, seine Berufe und Räume (in 360°) in Form eines Kriminalfalls." },
  ],
  sessionTitle: "So läuft eine Session ab",
  sessionIntro: "Keine Installation, kein Konto für die Teilnehmenden: Ein Code genügt.",
  session: [
    { title: "Spiel vorbereiten", text: "Erstelle dein Escape Game im Studio oder pass ein bestehendes Projekt an dein Thema, dein Logo und deine Begriffe an." },
    { title: "Session eröffnen", text: "Die Spielleitung meldet sich an, startet eine Mehrspieler-Session und erhält einen Zahlencode, einen Link und einen QR-Code." },
    { title: "Teams treten bei", text: "Alle geben den Code auf der Seite „Code eingeben“ ein oder scannen den QR-Code, am Computer oder Tablet. Mit einem Unternehmenskonto brauchen Gäste kein eigenes Konto." },
    { title: "Spielen und auswerten", text: "Die Teams spielen in ihrem Tempo und fordern Hinweise an; danach vergleichst du Zeiten, genutzte Hinweise und Fehlversuche in den Ergebnissen (Beta)." },
  ],
  liveEvents: "Für ein Seminar lässt ein Live-Event bis zu 40 Teams dasselbe Spiel mit einem einzigen Code spielen: Du verfolgst ihren Fortschritt auf einem Bildschirm und lädst am Ende die Rangliste herunter.",
  sessionNotice: "Der Mehrspielermodus auf Distanz ist noch jung und kann Fehler aufweisen: Für eine wichtige Veranstaltung empfiehlt sich ein Probelauf. Das Kreativstudio ist offen: Baue dein eigenes Spiel in seinem Editor und veröffentliche es privat, nur über seinen Link spielbar. Lade Kolleginnen und Kollegen als Mitwirkende ein, um es gemeinsam und live zu bauen. Mit dem Unternehmenstarif tragen deine White-Label-Spiele deine Marke und öffnen sich auf deiner eigenen Domain, und die Mitglieder deines Teams teilen den Tarif und deine Projekte. Teams spielen die Spiele aus dem Katalog oder eigene, auf Distanz mit einem Code.",
  planTitle: "Das Unternehmensangebot",
  planIntro: "Alles aus dem Pro-Angebot, dazu alles, was du für einen Auftritt unter eigener Marke brauchen.",
  planName: "Unternehmen",
  planCommitment: { label: "Laufzeit", value: "Jahresabonnement" },
  planFeatures: {
    guestInvites: "Gäste ohne Konto in Mehrspieler-Sessions",
    whiteLabel: "White-Label-Projekte: deine Farben, dein Logo, kein Escaplay-Hinweis im Spiel",
    customDomain: "Eigene Domain, zum Beispiel spiel.dein-unternehmen.de",
    privateSharing: "Private Veröffentlichung und Freigabe nur für eingeladene Personen",
    results: "Spielergebnisse",
    collections: "Sammlungen von Kapiteln",
  },
  whiteLabelTitle: "White Label und eigene Domain",
  whiteLabel: [
    "Deine Teilnehmenden sehen nur deine Welt: Das Spiel öffnet sich unter deiner eigenen Adresse, in deinem Design, vom ersten Bildschirm bis zur Abschlusswertung.",
    "Die Lösung für Eventagenturen, Bildungsanbieter und Personalabteilungen, die ein Erlebnis unter eigenem Namen anbieten möchten.",
  ],
  faqTitle: "Häufige Fragen",
  faq: [
    { q: "Müssen wir etwas installieren?", a: "Nein. Die Spiele laufen in jedem aktuellen Browser, am Computer oder Tablet. Kein Plug-in, keine App, die deine IT verteilen müsste." },
    { q: "Wie viele Personen können zusammen spielen?", a: "Jedes Spiel legt eine Mindest- und Höchstzahl an Spielenden pro Session fest. Für große Gruppen bildest du mehrere Teams mit jeweils eigenem Session-Code." },
    { q: "Könnt ihr das Spiel für uns erstellen?", a: "Schreib uns Ziel, Zielgruppe und Termin: Wir empfehlen dir die passende Lösung, von der Beratung bis zum maßgeschneiderten Projekt." },
    { q: "Brauchen unsere Teilnehmenden ein Konto?", a: "Mit dem Unternehmensangebot nicht: Die Spielleitung hat ein Konto, die Teilnehmenden treten der Session als Gäste mit dem Code bei." },
  ],
  ctaTitle: "Planen wir dein nächstes Highlight",
  ctaText: "Erzähl uns von deinem Projekt: Anzahl der Teilnehmenden, Ziel, Termin. Wir melden uns schnell zurück.",
  ctaSecondary: "Angebote vergleichen",
};

export default de;
