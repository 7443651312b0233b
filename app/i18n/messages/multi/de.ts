import type fr from "./fr";

const de: typeof fr = {
  title: "Gemeinsam auf Distanz spielen",
  description: "Eine Fernpartie erstellen, Code, Link oder QR-Code teilen und gemeinsam auf Distanz spielen. Der Mehrspielermodus ist noch in Entwicklung.",
  eyebrow: "Mehrspieler",
  heroTitle: "Gemeinsam spielen, jeder bei sich zu Hause",
  heroText: "Eine Partie, ein Code, und das ganze Team trifft sich im selben Spiel, an mehreren Computern oder Tablets. Ideal für Familien auf Distanz, Schulklassen und Teams im Homeoffice.",
  ctaJoin: "Einer Partie beitreten",
  ctaPlay: "Spiel auswählen",
  devNotice: "Der Mehrspielermodus befindet sich noch in Entwicklung und kann Fehler aufweisen. Danke für deine Geduld, und melde uns gern jedes Problem.",
  howTitle: "Eine Fernpartie organisieren",
  howIntro: "Um eine Fernpartie zu erstellen, brauchst du ein (kostenloses) Konto. Danach genügen wenige Klicks.",
  how: [
    { title: "Mehrspieler-Spiel wählen", text: "Nicht jedes Spiel lässt sich zu mehreren spielen: Das entscheiden die Kreativen. Jede Spielseite zeigt die verfügbaren Modi und die Spielerzahl." },
    { title: "Partie erstellen", text: "Mit deinem bestätigten Konto angemeldet, öffnest du den Startbildschirm des Spiels und wählst „Fernpartie erstellen“. Du legst fest, wie viele Spieler zum Start nötig sind und wie viele höchstens mitspielen, in den Grenzen des Spiels." },
    { title: "Zugang teilen", text: "Du erhältst einen neunstelligen Code, einen direkten Link und einen QR-Code. Schick einen davon an deine Mitspielenden, per Nachricht oder auf dem Bildschirm." },
    { title: "Partie starten", text: "Im Warteraum füllt sich die Spielerliste nach und nach. Sobald das Minimum verbunden ist, startest du die Partie; danach kannst du sie pausieren, für alle beenden oder jemanden entfernen. Das Team teilt Szene und Inventar, chattet und zeigt sich gegenseitig, was es gefunden hat." },
  ],
  joinTitle: "Drei Wege zum Beitreten",
  join: [
    { title: "Der Code", text: "Gib ihn auf der Seite „Code eingeben“ oder „Mehrspieler-Partie beitreten“ ein. Er besteht nur aus Ziffern." },
    { title: "Der Link", text: "Ein Klick auf den erhaltenen Link öffnet direkt die Partie, ganz ohne Eingabe." },
    { title: "Der QR-Code", text: "Scanne ihn mit der Kamera eines Tablets oder Smartphones: praktisch im Klassen- oder Besprechungsraum." },
  ],
  guestsTitle: "Mit oder ohne Konto?",
  guests: [
    "Zum Erstellen einer Fernpartie brauchst du ein bestätigtes Konto. Zum Beitreten ebenfalls, ganz gleich bei welchem Spiel, außer die Spielleitung lädt Spielende ohne Konto ein. Verlangt das Spiel einen Aktivierungsschlüssel, geben ihn die angemeldeten Spielenden ein.",
    "Nur eine Spielleitung mit Pro-, Education- oder Unternehmenstarif kann Spielende ohne Konto einladen, indem sie beim Erstellen der Partie die Option anhakt: Sie treten mit dem Code und einem Spielernamen bei, ohne Schlüssel. Im kostenlosen Tarif Basic melden sich alle an.",
  ],
  faqTitle: "Häufige Fragen",
  faq: [
    { q: "Wie viele Spielende pro Partie?", a: "Jedes Spiel legt Minimum und Maximum selbst fest. Für größere Gruppen erstellst du mehrere Partien, eine pro Team." },
    { q: "Mein Code funktioniert nicht. Was tun?", a: "Prüf die Ziffern und frag dann die Spielleitung, ob die Partie noch offen ist. Die Meldung „Dein Code ist nicht gültig“ bedeutet, dass es den Code nicht oder nicht mehr gibt." },
    { q: "Und wenn ich die Seite neu lade?", a: "Nichts geht verloren: 24 Stunden lang bekommst du nach dem Neuladen oder einem Verbindungsabbruch deinen Platz zurück und findest die Partie dort, wo das Team gerade ist. Nur „Partie verlassen“ gibt deinen Platz frei." },
  ],
  ctaTitle: "Dein Team wartet",
  ctaText: "Du hast einen Code? Tritt der Partie bei. Sonst wähl ein Spiel und erstelle deine eigene Partie.",
};

export default de;
