import type fr from "./fr";

const de: typeof fr = {
  title: "Escape Games für Lehrkräfte und Vereine",
  description: "Erstelle Lern-Escape-Games, starte eine Unterrichtsstunde mit einem einfachen Code und verfolge die Ergebnisse. Bildungsangebot auf Anfrage.",
  eyebrow: "Bildung",
  heroTitle: "Mach aus deiner nächsten Stunde einen Kriminalfall",
  heroText: "Ein Kapitel wiederholen, einen Ort entdecken, eine Sprache üben: Mit Escaplay lösen deine Schülerinnen und Schüler gemeinsam Rätsel, die du selbst entworfen hast, in der Klasse oder zu Hause.",
  ctaContact: "Bildungsangebot anfragen",
  ctaLearn: "Zur Schritt-für-Schritt-Anleitung",
  whyTitle: "Warum Escape Games im Unterricht funktionieren",
  why: [
    { title: "Motivation", text: "Eine Herausforderung, eine Uhr und eine Geschichte: Selbst die Stillsten wollen den Code als Erste knacken." },
    { title: "Zusammenarbeit", text: "Niemand löst alles allein. Man teilt die Hinweise auf, argumentiert und prüft die Überlegungen der anderen." },
    { title: "Differenzierung", text: "Hinweise, die man bei Bedarf anfordert, lassen alle im eigenen Tempo vorankommen, ohne dass jemand abgehängt wird." },
    { title: "Lernstandserhebung", text: "Fehler sind keine Strafe, sondern eine Information: Du siehst, wo die Klasse gezögert hat und was du wiederholen solltest." },
  ],
  ideasTitle: "Ideen für den Einstieg",
  ideasIntro: "Ein klassisches Spiel ist an einem Abend gebaut; Interface 2D und 360° bieten eine Kulisse zum Erkunden.",
  ideas: [
    { title: "Vor der Klassenarbeit wiederholen", text: "Jede richtige Antwort (eine Jahreszahl, ein Ergebnis, ein Begriff) wird zur Ziffer eines Zahlenschlosses." },
    { title: "Einen Ort in 360° besuchen", text: "Ein Museum, ein Labor, eine historische Stätte: Die Klasse sucht die im Panorama versteckten Hinweise." },
    { title: "In der Fremdsprache ermitteln", text: "Aufgaben, Dokumente und Dialoge in der Zielsprache: Das Verstehen wird zum Schlüssel des Rätsels." },
    { title: "Sensibilisieren", text: "Sicherheit, Demokratiebildung, Medienkompetenz: Ein Szenario wirkt oft mehr als ein langer Vortrag." },
  ],
  sessionTitle: "Eine Unterrichtsstunde mit einem einfachen Code",
  session: [
    { title: "Spiel auswählen oder erstellen", text: "Nimm ein Spiel aus dem Katalog oder dein eigenes Projekt, das du vorher im Testmodus ausprobiert hast." },
    { title: "Session starten", text: "Öffne in deinem Konto eine Session und zeig den Zahlencode oder den QR-Code an der Tafel." },
    { title: "Die Klasse tritt bei", text: "Die Schülerinnen und Schüler geben den Code auf der Seite „Code eingeben“ ein, allein oder in Gruppen, am Computer oder Tablet." },
    { title: "Gemeinsam auswerten", text: "Zeit, genutzte Hinweise, falsche Antworten: Die Ergebnisse (Beta) liefern Stoff für das Abschlussgespräch." },
  ],
  sessionNotice: "Der Mehrspielermodus auf Distanz ist noch jung und kann Fehler aufweisen; im Unterricht funktioniert die Solo-Version mit einer Schülergruppe vor einem Bildschirm sehr gut. Das Kreativstudio ist offen: Baue deine eigenen Spiele in seinem Editor und veröffentliche sie privat, nur über ihren Link spielbar. Lade Kolleginnen und Kollegen als Mitwirkende ein, um ein Spiel gemeinsam und live zu bauen. Heute spielen Klassen die Spiele aus dem Katalog oder deine eigenen, allein, in Gruppen oder auf Distanz mit einem Code.",
  resultsTitle: "Spielergebnisse (Beta)",
  results: [
    "Für jede Partie siehst du die benötigte Zeit, die Zahl der angeforderten Hinweise und die falschen Antworten. So erkennst du auf einen Blick, an welchem Rätsel alle hängen geblieben sind und welches Thema du vertiefen solltest.",
    "Diese Funktion ist in der Beta-Phase: Sie wird mit den Rückmeldungen der Lehrkräfte weiterentwickelt.",
  ],
  planTitle: "Das Bildungsangebot",
  planIntro: "Die Vorteile des Pro-Angebots, reserviert für Lehrkräfte und Vereine zur nicht kommerziellen Nutzung.",
  planName: "Bildung",
  planFeatures: {
    guestInvites: "Einladung von Schülerinnen und Schülern ohne Konto zu Online-Partien",
    privateSharing: "Private Veröffentlichung und Freigabe, damit deine Spiele in der Klasse bleiben",
    collaborators: "Mitwirkende: Erstelle Spiele gemeinsam mit Kolleginnen und Kollegen",
    results: "Spielergebnisse",
    collections: "Sammlungen von Kapiteln",
  },
  planAccess: "Zugang auf Anfrage per E-Mail nach Prüfung deines Status",
  planCondition: "Nur für nicht kommerzielle Nutzung: Lehrkräfte, Schulen und Vereine.",
  teacherTitle: "Lehrkraft? Das Pro-Angebot für {{price}} im Monat",
  teacherText: "Du möchtest lieber das vollständige Pro-Angebot (1 GB Speicher, 50 Bilder im Monat)? Lehrkräfte erhalten es für {{price}} im Monat: einfach über die Kontaktseite anfragen, mit einem Nachweis deiner Tätigkeit.",
  faqTitle: "Häufige Fragen",
  faq: [
    { q: "Brauchen meine Schülerinnen und Schüler ein Konto?", a: "Nein. Sie spielen die frei zugänglichen Spiele solo ohne Konto, und mit dem Bildungstarif kannst du sie ohne Konto zu deinen Fernpartien einladen: Sie treten mit dem Code und einem Spielernamen bei. Nur wer die Partie erstellt, braucht ein Konto." },
    { q: "Wie lange dauert es, ein Spiel zu erstellen?", a: "Rechne mit ein bis zwei Stunden für ein erstes klassisches Spiel mit fünf oder sechs Rätseln. Unsere Anleitung begleitet dich vom Drehbuch bis zum Teilen." },
    { q: "Darf ich das Bildungsangebot für kostenpflichtige Workshops nutzen?", a: "Nein, es ist der nicht kommerziellen Nutzung vorbehalten. Für bezahlte Angebote sind Pro oder Unternehmen die richtige Wahl." },
  ],
  ctaTitle: "Bereit, mit deiner Klasse zu spielen?",
  ctaText: "Schreib uns von deiner dienstlichen Adresse und nenne deine Schule oder deinen Verein: Wir schalten das Bildungsangebot für dein Konto frei.",
  ctaSecondary: "Angebote vergleichen",
};

export default de;
