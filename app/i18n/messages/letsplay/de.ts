import type fr from "./fr";

const de: typeof fr = {
  title: "So spielt man ein Online-Escape-Game",
  description: "Allein, zu mehreren an einem Bildschirm oder auf Distanz mit einem Code: alles, was Sie vor Ihrer ersten Partie auf Escaplay wissen sollten.",
  eyebrow: "Spielende",
  heroTitle: "Bereit für die Herausforderung?",
  heroText: "Eine Geschichte, Rätsel und eine Uhr: Wählen Sie ein Spiel aus dem Katalog oder treten Sie mit dem erhaltenen Code einer Partie bei. Alles läuft im Browser.",
  ctaPlay: "Spiel finden",
  ctaCode: "Ich habe einen Code",
  waysTitle: "Drei Arten zu spielen",
  ways: [
    { title: "Allein", text: "Nur Sie und die Rätsel, in Ihrem Tempo. Die meisten Spiele starten ohne Konto: Ein Klick auf „Spielen“ genügt." },
    { title: "Zu mehreren an einem Bildschirm", text: "Mit Familie, Freunden oder der Klasse rund um einen Computer oder ein Tablet. Eine Person klickt, alle denken mit." },
    { title: "Auf Distanz mit einem Code", text: "Jeder bei sich zu Hause, alle in derselben Partie: Die Spielleitung erstellt eine Session und schickt Ihnen einen Zahlencode. Dieser Modus ist noch in Entwicklung und kann Fehler aufweisen." },
  ],
  tipsTitle: "Bevor Sie eine Partie starten",
  tipsIntro: "Der Startbildschirm jedes Spiels erinnert an diese Regeln. Besser, Sie kennen sie, bevor die Uhr läuft.",
  tips: [
    { title: "Papier und Stift bereithalten", text: "Ein Code aus einem Raum kann drei Rätsel später gebraucht werden. Notieren Sie alles, was wichtig wirkt." },
    { title: "Hinweise wollen verdient sein", text: "Jede Anfrage startet eine Wartezeit, bevor es den nächsten Hinweis gibt. Eine Meldung zeigt an, wenn ein neuer Hinweis verfügbar ist." },
    { title: "Vorsicht beim Raten", text: "Eine falsche Antwort kann bestraft werden. Prüfen Sie lieber zweimal, bevor Sie bestätigen." },
    { title: "Das Inventar nutzen", text: "Aufgehobene Gegenstände lassen sich benutzen, untersuchen oder kombinieren: ein Schlüssel, eine Lupe, zwei Hälften einer Karte …" },
  ],
  warning: "Wichtig: Wer die Seite verlässt oder neu lädt, verliert den gesamten Fortschritt der laufenden Partie.",
  inGameTitle: "Während der Partie",
  inGame: [
    { title: "Räume", text: "Neue Räume öffnen sich im Spielverlauf; über die Raumliste wechseln Sie zwischen ihnen." },
    { title: "Optionen", text: "Musik und Geräusche einstellen, das Spiel pausieren und jederzeit weiterspielen." },
    { title: "Das Ende", text: "Gewonnen? Sie sehen Ihre Zeit, die genutzten Hinweise, die falschen Antworten und die freigeschalteten Erfolge. Zeit abgelaufen? Sie entscheiden, ob Sie aufhören oder weiterspielen." },
  ],
  chooseTitle: "Das passende Spiel finden",
  chooseText: "Jede Spielseite nennt Thema, Schwierigkeit, Dauer, Altersempfehlung und Spielerzahl sowie die Bewertungen derer, die es gespielt haben. Die geforderten Fähigkeiten (Suchen, Kombinieren, Nachdenken) helfen Ihnen, ein Spiel zu finden, das zu Ihnen passt.",
  themesLabel: "Themen",
  difficultiesLabel: "Schwierigkeitsgrade",
  accountTitle: "Mit oder ohne Konto?",
  accountText: "Ohne Konto spielen Sie alle frei zugänglichen Spiele und treten Partien per Code bei; Ihre Bewertungen erscheinen als Gast. Mit einem kostenlosen Konto werden Fortschritt und Erfolge gespeichert, Sie können nach dem Spielen eine Bewertung unter Ihrem Namen abgeben und eigene Mehrspieler-Sessions erstellen.",
  accountCta: "Kostenloses Konto erstellen",
  ctaTitle: "Jetzt sind Sie dran",
  ctaText: "Abenteuer, Fantasy, Horror oder Krimi: Es warten Spiele auf Sie, vom sanften Einstieg bis zu den kniffligsten Herausforderungen.",
};

export default de;
