import type fr from "./fr";

const de: typeof fr = {
  title: "So spielt man ein Online-Escape-Game",
  description: "Allein, zu mehreren an einem Bildschirm oder auf Distanz mit einem Code: alles, was du vor deiner ersten Partie auf Escaplay wissen solltest.",
  eyebrow: "Spielende",
  heroTitle: "Bereit für die Herausforderung?",
  heroText: "Eine Geschichte, Rätsel und eine Uhr: Wähle ein Spiel aus dem Katalog oder tritt mit dem Code, den du bekommen hast, einer Partie bei. Alles läuft im Browser.",
  ctaPlay: "Spiel finden",
  ctaCode: "Ich habe einen Code",
  waysTitle: "Drei Arten zu spielen",
  ways: [
    { title: "Allein", text: "Nur du und die Rätsel, in deinem Tempo. Die meisten Spiele starten ohne Konto: Ein Klick auf „Spielen“ genügt." },
    { title: "Zu mehreren an einem Bildschirm", text: "Mit Familie, Freunden oder der Klasse rund um einen Computer oder ein Tablet. Eine Person klickt, alle denken mit." },
    { title: "Auf Distanz mit einem Code", text: "Jede und jeder bei sich zu Hause, alle in derselben Partie: Die Spielleitung erstellt eine Fernpartie und schickt dir ihren neunstelligen Code, einen Link oder einen QR-Code. Dieser Modus ist noch jung und kann Fehler aufweisen." },
  ],
  tipsTitle: "Bevor du eine Partie startest",
  tipsIntro: "Der Startbildschirm jedes Spiels erinnert an diese Regeln. Besser, du kennst sie, bevor die Uhr läuft.",
  tips: [
    { title: "Papier und Stift bereithalten", text: "Ein Code aus einem Raum kann drei Rätsel später gebraucht werden. Notiere alles, was wichtig wirkt." },
    { title: "Hinweise wollen verdient sein", text: "Jede Anfrage startet eine Wartezeit, bevor es den nächsten Hinweis gibt. Eine Meldung zeigt an, wenn ein neuer Hinweis verfügbar ist." },
    { title: "Vorsicht beim Raten", text: "Eine falsche Antwort kann bestraft werden. Prüf lieber zweimal, bevor du bestätigst." },
    { title: "Das Inventar nutzen", text: "Aufgehobene Gegenstände lassen sich benutzen, untersuchen oder kombinieren: ein Schlüssel, eine Lupe, zwei Hälften einer Karte …" },
  ],
  warning: "Gut zu wissen: Dein Fortschritt bleibt 24 Stunden lang auf dem Gerät gespeichert, auf dem du spielst. Lädst du die Seite neu oder bricht die Verbindung ab, geht es dort weiter, wo du warst; nur die Schaltfläche „Beenden“ beendet die Partie. Bist du angemeldet, bleibt deine Solo-Partie bis 30 Tage nach deiner letzten Aktion in deinem Konto: Setze sie auf der Seite des Spiels fort, auf jedem Gerät.",
  inGameTitle: "Während der Partie",
  inGame: [
    { title: "Räume", text: "Neue Räume öffnen sich im Spielverlauf; über die Raumliste wechselst du zwischen ihnen." },
    { title: "Optionen", text: "Musik und Geräusche einstellen, das Spiel pausieren und jederzeit weiterspielen." },
    { title: "Das Ende", text: "Gewonnen? Du siehst deine Zeit, die genutzten Hinweise, die falschen Antworten und die freigeschalteten Erfolge. Zeit abgelaufen? Du entscheidest, ob du aufhörst oder weiterspielst." },
  ],
  chooseTitle: "Das passende Spiel finden",
  chooseText: "Jede Spielseite nennt Thema, Schwierigkeit, Dauer, Altersempfehlung und Spielerzahl sowie die Bewertungen derer, die es gespielt haben. Die geforderten Fähigkeiten (Suchen, Kombinieren, Nachdenken) helfen dir, ein Spiel zu finden, das zu dir passt.",
  themesLabel: "Themen",
  difficultiesLabel: "Schwierigkeitsgrade",
  accountTitle: "Mit oder ohne Konto?",
  accountText: "Ohne Konto spielst du die Spiele, die allen offenstehen, solo und trittst mit einem Spielernamen den Fernpartien bei, deren Spielleitung Spielende ohne Konto einlädt (Tarife Pro, Education und Unternehmen). Mit einem kostenlosen Konto werden deine Erfolge gespeichert und du kannst jeder Fernpartie beitreten oder eigene erstellen.",
  accountCta: "Kostenloses Konto erstellen",
  ctaTitle: "Jetzt bist du dran",
  ctaText: "Abenteuer, Fantasy, Horror oder Krimi: Es warten Spiele auf dich, vom sanften Einstieg bis zu den kniffligsten Herausforderungen.",
};

export default de;
