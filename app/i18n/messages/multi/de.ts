import type fr from "./fr";

const de: typeof fr = {
  title: "Gemeinsam auf Distanz spielen",
  description: "Mehrspieler-Session erstellen, Code, Link oder QR-Code teilen und gemeinsam auf Distanz spielen. Der Mehrspielermodus ist noch in Entwicklung.",
  eyebrow: "Mehrspieler",
  heroTitle: "Gemeinsam spielen, jeder bei sich zu Hause",
  heroText: "Eine Session, ein Code, und das ganze Team trifft sich in derselben Partie, an mehreren Computern oder Tablets. Ideal für Familien auf Distanz, Schulklassen und Teams im Homeoffice.",
  ctaJoin: "Einer Partie beitreten",
  ctaPlay: "Spiel auswählen",
  devNotice: "Der Mehrspielermodus befindet sich noch in Entwicklung und kann Fehler aufweisen. Danke für Ihre Geduld, und melden Sie uns gern jedes Problem.",
  howTitle: "Eine Session organisieren",
  howIntro: "Um eine Session zu erstellen, brauchen Sie ein (kostenloses) Konto. Danach genügen wenige Klicks.",
  how: [
    { title: "Mehrspieler-Spiel wählen", text: "Nicht jedes Spiel lässt sich zu mehreren spielen: Das entscheiden die Kreativen. Jede Spielseite zeigt die verfügbaren Modi und die Spielerzahl." },
    { title: "Session erstellen", text: "Angemeldet starten Sie das Spiel im Modus „auf Distanz“. Das Optionsfeld zeigt die Mindest- und Höchstzahl an Spielenden für den Start." },
    { title: "Zugang teilen", text: "Sie erhalten einen Zahlencode, einen direkten Link und einen QR-Code. Schicken Sie einen davon an Ihre Mitspielenden, per Nachricht oder auf dem Bildschirm." },
    { title: "Partie starten", text: "Die Spielerliste füllt sich nach und nach. Sobald das Minimum erreicht ist, kann es losgehen; ist das Maximum erreicht, ist die Session voll." },
  ],
  joinTitle: "Drei Wege zum Beitreten",
  join: [
    { title: "Der Code", text: "Geben Sie ihn auf der Seite „Code eingeben“ oder „Mehrspieler-Partie beitreten“ ein. Er besteht nur aus Ziffern." },
    { title: "Der Link", text: "Ein Klick auf den erhaltenen Link öffnet direkt die Session, ganz ohne Eingabe." },
    { title: "Der QR-Code", text: "Scannen Sie ihn mit der Kamera eines Tablets oder Smartphones: praktisch im Klassen- oder Besprechungsraum." },
  ],
  guestsTitle: "Mit oder ohne Konto?",
  guests: [
    "Zum Erstellen einer Session braucht man immer ein Konto. Zum Beitreten melden sich die Spielenden mit ihrem kostenlosen Konto an.",
    "Hat die Spielleitung ein Pro-Angebot (oder Bildung, Unternehmen), kann sie auch Personen ohne Konto einladen: Sie treten als Gäste mit dem Code bei.",
  ],
  faqTitle: "Häufige Fragen",
  faq: [
    { q: "Wie viele Spielende pro Session?", a: "Jedes Spiel legt Minimum und Maximum selbst fest. Für größere Gruppen erstellen Sie mehrere Sessions, eine pro Team." },
    { q: "Mein Code funktioniert nicht. Was tun?", a: "Prüfen Sie die Ziffern und fragen Sie dann die Spielleitung, ob die Session noch offen ist. Die Meldung „Ihr Code ist nicht gültig“ bedeutet, dass es den Code nicht oder nicht mehr gibt." },
    { q: "Und wenn ich die Seite neu lade?", a: "Wie im Einzelspielermodus geht beim Verlassen oder Neuladen der Fortschritt verloren. Lassen Sie den Tab während der ganzen Partie geöffnet." },
  ],
  ctaTitle: "Ihr Team wartet",
  ctaText: "Sie haben einen Code? Treten Sie der Partie bei. Sonst wählen Sie ein Spiel und erstellen Ihre eigene Session.",
};

export default de;
