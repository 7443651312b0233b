import type fr from "./fr";

const de: typeof fr = {
  title: "Neuigkeiten",
  description: "Die Versionshinweise von Escaplay: was Version für Version auf die Plattform gekommen ist und was als Nächstes kommt.",
  eyebrow: "Versionshinweise",
  heroTitle: "Neu bei Escaplay",
  heroText: "Jede Version, was sie bringt und woran wir als Nächstes arbeiten. Wir kündigen lieber an, was fertig ist, als Termine zu versprechen.",
  ctaContact: "Idee vorschlagen",
  upcomingTitle: "In Arbeit",
  upcomingIntro: "Die nächsten Schritte, in der Reihenfolge, in der wir daran arbeiten. Sie sind noch nicht verfügbar.",
  upcoming: [],
  releasedTitle: "Veröffentlichte Versionen",
  notes: {
    account: {
      title: "Deine Partie im Konto, der Newsletter und der Blog",
      summary: "Eine Solo-Partie auf einem anderen Gerät fortsetzen, E-Mails, die halten, was sie versprechen, und ein Blog vom Team.",
      items: [
        "Angemeldet bleibt deine Solo-Partie bis 30 Tage nach deiner letzten Aktion in deinem Konto: „Mein Spiel fortsetzen“ auf der Seite des Spiels, mit dem Ort, an dem du warst, und der Uhrzeit, in jedem Browser und auf jedem Gerät; „Dieses Spiel aufgeben“, um neu anzufangen",
        "„Aktivität zu meinen Spielen“: eine tägliche Zusammenfassung per E-Mail über Bewertungen, die auf Moderation warten, freigegeben oder abgelehnt wurden, Meldungen zu deinen Spielen und neue Mitwirkende, wenn du sie in Mein Konto eingeschaltet hast",
        "Der Newsletter, mit Bestätigung deiner Adresse über einen Link und einem Abmeldelink mit einem Klick in jeder E-Mail",
        "Der Blog des Teams, Beitrag für Beitrag in jeder Sprache, mit einem RSS-Feed pro Website",
      ],
    },
    palette: {
      title: "Die Palette für Kreative: Ton, Schlösser, Karte, Vorlagen und Bibliothek",
      summary: "Spiele mit Ton, fünf neue Schlösser, die Rätselkarte, die zeigt, ob ein Spiel lösbar ist, Vorlagen für jeden Zweck und eine Bibliothek freier Medien.",
      items: [
        "Ton in allen drei Editoren: eine Hintergrundmusik für das Spiel, die jeder Raum, jede Szene oder Seite ersetzen oder stummschalten kann, mit Lautstärke, Schleife und Überblendung zwischen den Orten; Soundeffekte für ein aufgenommenes Objekt, ein gelöstes Rätsel, eine falsche Antwort, Sieg und Niederlage, jeweils mit einem Untertitel im Journal für gehörlose und schwerhörige Spielende",
        "Die Spielenden behalten die Kontrolle: kein Ton vor ihrem Klick, die Ton-Abfrage nennt nur, was das Spiel enthält, und Lautstärke und Stummschaltung lassen sich in den Optionen einstellen",
        "Fünf neue Schlösser: Richtungen (Pfeile), Farben, Formen und Symbole, ein Muster auf einem Raster und Zahlenräder, mit Tastatur und Touch bedienbar und für Screenreader beschriftet; die Antworten prüft weiterhin der Server",
        "Die Rätselkarte in jedem Editor: Räume, Szenen oder Seiten, Rätsel und Objekte und was jedes davon freischaltet; sie prüft, ob das Spiel vom Start aus gewonnen werden kann, und meldet in der Problemliste, was unerreichbar bleibt",
        "Vorlagen zum Anpassen, sechs pro Spieltyp, in der Sprache der Website: Wiederholung im Unterricht, Onboarding im Team, Geburtstag, Krimi, Museumsbesuch und Sprachunterricht",
        "Eine Bibliothek freier Medien (Bilder, Objekte, Symbole und Töne unter CC0-Lizenz), in jedem Editor per Stichwort durchsuchbar und ohne Anrechnung auf deinen Speicherplatz",
      ],
    },
    images: {
      title: "KI-generierte Bilder",
      summary: "Ein Bild beschreiben und es in jedem Editor bei den Dateien des Projekts erhalten.",
      items: [
        "„Bild erzeugen“ bei den Dateien des Projekts, in allen drei Editoren: eine Beschreibung, ein Format (Szene 16:9, 360°-Panorama 2:1 oder quadratisches Objekt), und das Bild landet im geöffneten Ordner",
        "Vor dem Erzeugen siehst du, wie viele Bilder dir diesen Monat bleiben: 50 pro Monat mit Pro, 40 mit Education, 100 mit Unternehmen; eine abgelehnte oder fehlgeschlagene Erzeugung wird nicht gezählt",
        "Jedes Bild zählt wie eine hochgeladene Datei zum Speicherplatz der Person, der das Projekt gehört",
      ],
    },
    company: {
      title: "Der Unternehmenstarif unter deiner Marke",
      summary: "Deine White-Label-Spiele, auf deiner eigenen Domain, und dein Team im selben Abonnement.",
      items: [
        "Die Marke des Unternehmens unter Mein Konto, Tab Marke: ein Name, ein Logo aus deinen Bildern, zwei Farben mit geprüftem Kontrast (WCAG AA) und eine Support-Adresse",
        "Ein White-Label-Spiel, im Tab Veröffentlichen gewählt, zeigt deine Marke und nichts von der Plattform: Spiel- und Partieseiten, Warteraum, Endbildschirm und QR-Code; es bleibt außerhalb des Katalogs, außer du nimmst es auf",
        "Deine eigene Domain, zum Beispiel spiele.dein-unternehmen.de, im Tab Domain: die DNS-Einträge, die du anlegst, die Prüfung auf Knopfdruck und stündlich, danach deine White-Label-Spiele unter dieser Adresse, in der Sprache, die du wählst, allein wie im Mehrspielermodus",
        "Die Mitglieder deines Teams, per E-Mail aus dem Tab Team eingeladen, teilen den Unternehmenstarif und finden die Projekte des Unternehmens in ihrem Kreativbereich; ein entferntes Mitglied verliert den Zugang sofort",
      ],
    },
    paid: {
      title: "Bezahlte Tarife online",
      summary: "Pro oder Unternehmen per Karte abschließen, das eigene Abo selbst verwalten, das Angebot für Lehrkräfte, Empfehlungen und ein Backoffice für das Team.",
      items: [
        "Pro monatlich oder jährlich (16 % günstiger) und Unternehmen jährlich schließt du auf der Seite Tarife und Preise ab, per Karte, auf der sicheren Zahlungsseite von Stripe: in Euro, in Schweizer Franken auf der Schweizer Website, inklusive Mehrwertsteuer nach deinem Land, mit USt-IdNr. für Unternehmen",
        "Der Tarif wird freigeschaltet, sobald Stripe die Zahlung bestätigt; der Tab „Abo“ im Konto zeigt den Abrechnungszeitraum, das Datum der nächsten Zahlung und die Schaltfläche „Abo verwalten“, die das Portal von Stripe öffnet: Karte oder Zeitraum wechseln, kündigen oder fortsetzen",
        "Eine Kündigung wird zum Ende des bezahlten Zeitraums wirksam; danach wechselt das Konto zu Basic, die Projekte bleiben erhalten, und nur neue Projekte und Dateien über den Grenzen werden abgelehnt",
        "Eine abgelehnte Zahlung: eine E-Mail, neue Versuche von Stripe und {{grace}} Tage, in denen der Tarif aktiv bleibt, dann die Rückkehr zu Basic",
        "Die Rechnung jeder Zahlung mit ihrem PDF unter „Rechnungen“ im Konto",
        "Das Angebot für Lehrkräfte: Lehrkräfte und Vereine stellen ihre Anfrage auf der Seite Education; nimmt das Team sie an, wird der Tarif Education für {{teacher}} pro Monat abgeschlossen, oder das Team gibt ihn kostenlos bis zu einem bestimmten Datum",
        "Empfehlungen: Jedes Konto hat seinen persönlichen Link unter Mein Konto, Tab „Empfehlungen“, und erhält 20 % jeder Pro- oder Unternehmen-Rechnung, die die darüber registrierten Personen in ihrem ersten Jahr bezahlen",
        "Für das Team ein Backoffice: ein Konto finden, seinen Tarif und seine Zahlungen sehen, einen Tarif geben oder beenden, ein Konto sperren (überall zugleich abgemeldet), Education-Anfragen bearbeiten und Provisionen auszahlen, jede Aktion in einem Protokoll, das niemand ändern kann",
      ],
    },
    community: {
      title: "Die Community rund um die Spiele",
      summary: "Bewertungen schreiben, ein Spiel melden, dein Profil zeigen, Spiele zu Kapiteln verbinden und unter allen Spielen das richtige finden.",
      items: [
        "Nach einer beendeten Partie bewertest du das Spiel und schreibst eine Bewertung; Besucher ohne Konto auch, als „Gast“, wenn der Kreative es erlaubt. Die Bewertung erscheint nach der Moderation, und du kannst sie ändern oder löschen",
        "Die erste veröffentlichte Bewertung zu jedem Spiel bringt dir 0,05 MB mehr Speicherplatz",
        "Angemeldet meldest du ein Spiel aus einem der acht Gründe und beschreibst, was passiert ist; das Moderationsteam bearbeitet Meldungen und Bewertungen, und Verfasser oder Kreative erfahren den Grund",
        "Die Seite eines Spiels zeigt seine Erfolge; versteckte bleiben verborgen, bis du sie freischaltest",
        "Jedes öffentliche Profil zeigt eine Bio, Links zu Netzwerken, freigeschaltete Erfolge, veröffentlichte Spiele und, wenn die Person es erlaubt, ihre gespielten und organisierten Partien",
        "Mit den Tarifen Pro, Education und Unternehmen verbinden Kreative ihre Spiele zu Kapitel-Sammlungen (Beta); Spielseite und Endbildschirm zeigen den Fortschritt und das nächste Kapitel",
        "Der Katalog zeigt Trends (die meistgespielten der letzten 7 Tage), die meistgespielten und die neuesten Spiele, sucht in Titeln, Beschreibungen und Namen der Kreativen und lässt sich Seite für Seite durchblättern, mit oder ohne JavaScript",
      ],
    },
    together: {
      title: "Gemeinsam gestalten",
      summary: "Mitwirkende zu einem Projekt einladen und es zusammen live bearbeiten, in allen drei Editoren.",
      items: [
        "Der Eigentümer eines Projekts lädt Mitwirkende über ihren Benutzernamen oder ihre E-Mail-Adresse ein; wer noch kein Konto hat, bekommt einen Einladungslink",
        "Bis zu 2 Mitwirkende pro Projekt mit dem Basic-Tarif, 10 mit den Tarifen Pro, Education und Unternehmen, offene Einladungen mitgezählt",
        "Zwei Rollen: Bearbeiter ändern den Entwurf, seine Dateien und Versionen und testen das Spiel; Leser öffnen den Editor nur zum Ansehen. Nur der Eigentümer veröffentlicht das Projekt, benennt es um, löscht es und verwaltet die Mitwirkenden",
        "Einladungen nimmst du im Projektbereich an oder lehnst sie ab („Einladungen“), und Projekte anderer findest du dort unter „Mit mir geteilt“; Mitwirkende können ein Projekt verlassen, der Eigentümer kann sie entfernen, und ihr offener Editor schließt sich sofort",
        "In allen drei Editoren: wer da ist, jede Person mit ihrem Avatar in ihrer Farbe (zwei Tabs derselben Person werden als solche gezeigt), ihre Zeiger live auf den Szenen von Interface 2D und den 360°-Panoramen und was jede Person ausgewählt hat und gerade eintippt",
        "Änderungen zweier Personen an verschiedenen Elementen bleiben alle erhalten; bearbeiten zwei Personen dasselbe Feld, wird es für beide gleich entschieden, und wessen Eingabe ersetzt wurde, erfährt es",
        "Offline gemachte Änderungen werden zusammengeführt, sobald das Netz zurück ist, und nichts geht verloren, wenn unser Server für die Live-Bearbeitung neu startet",
      ],
    },
    studio: {
      title: "Das Kreativstudio",
      summary: "Eigene Spiele im Browser bauen, mit einem Editor für jedes der drei Formate, und sie dann testen, veröffentlichen und teilen.",
      items: [
        "Ein Projektbereich: ein leeres Projekt oder eines aus einer Vorlage anlegen, umbenennen, duplizieren, löschen und wiederherstellen, im Rahmen deines Tarifs",
        "Der Editor Interface 2D: Szenen mit ihrem Hintergrundbild, Klickbereiche, die du mit der Maus, den Pfeiltasten oder über ihre Koordinaten setzt, eine Vorschau der Szene, ein Mauszeiger pro Bereich, Gegenstände zum Untersuchen (Bild oder 3D-Modell), Rezepte zum Kombinieren, Aktionen und Bedingungen, Verbindungen zwischen den Szenen",
        "Der 360°-Editor: Panoramen, Interessenpunkte per Klick, über ihre Blickrichtung oder mit der Tastatur gesetzt, Verbindungen zwischen den Panoramen",
        "Der Editor Klassisch: Seiten aus Inhaltsblöcken (formatierter Text in rund 85 Schriften, Bilder, Töne mit Transkript, Videolinks) und Rätsel aller Art (Code, Antwort, Benutzername und Passwort, Upload-Code, einen Gegenstand benutzen), mit Hinweisen, Strafen, Räumen und ihrem Zugang",
        "In jedem Editor: der Projektbaum, ein Inspektor, die Liste der Probleme (ein Klick wählt das betroffene Element aus), Rückgängig und Wiederholen, Kopieren und Einfügen von Interaktionen und Gegenständen",
        "Der Speicherstand immer im Blick; Änderungen bleiben nach einem Neuladen oder einem Netzausfall im Browser und werden gesendet, sobald die Verbindung zurück ist",
        "Projektdateien, benannte Versionen, Testen, Veröffentlichen im Katalog und Teilen per Link; private Spiele mit den Tarifen Pro, Education und Unternehmen; ein veröffentlichtes Projekt wiederverwenden, wenn es das erlaubt",
      ],
    },
    multi: {
      title: "Mehrspieler per Code",
      summary: "Gemeinsam aus der Ferne spielen, jede und jeder am eigenen Bildschirm, in derselben Partie.",
      items: [
        "Wer angemeldet ist, erstellt auf dem Startbildschirm eines Mehrspieler-Spiels eine Fernpartie und legt fest, wie viele Spieler zum Start nötig sind und wie viele höchstens mitspielen",
        "Die Spieler treten mit dem neunstelligen Code (Seite „Code eingeben“), dem Link oder dem QR-Code bei",
        "Ein Warteraum mit der Spielerliste, danach eine gemeinsame Partie: dieselbe Szene, dasselbe Inventar, Chat, Schnellnachrichten und „Den anderen zeigen“",
        "Wer die Partie erstellt hat, startet, pausiert und beendet sie und kann Spieler entfernen",
        "Ohne Konto trittst du einer Partie nur bei, wenn ihre Spielleitung mit Pro, Education oder Unternehmen Spielende ohne Konto einlädt; sonst melden sich alle an",
        "Der Mehrspielermodus ist noch jung: Es kann zu Fehlern kommen, melde sie uns gern",
      ],
    },
    play: {
      title: "Die Spiel-Engine und Solo-Partien",
      summary: "Alle drei Formate lassen sich im Browser von Anfang bis Ende spielen, dazu fünf Demospiele.",
      items: [
        "Interface 2D (illustrierte Szenen), 360° (Panoramen) und Klassisch (Inhaltsseiten und Rätsel)",
        "Inventar, Gegenstände zum Untersuchen und Kombinieren, Codes, Antworten, Logins und Upload-Codes",
        "Hinweise mit Wartezeit, Zeitstrafe bei falschen Antworten, Pause und bei abgelaufener Zeit die Wahl: aufhören oder weiterspielen",
        "Der Fortschritt bleibt 24 Stunden lang erhalten: Nach dem Neuladen der Seite oder einem Verbindungsabbruch geht es dort weiter, wo du warst",
        "Abschlussbildschirm mit Zeit, Hinweisen, Fehlern und Erfolgen; die Erfolge angemeldeter Spieler werden gespeichert",
      ],
    },
    accounts: {
      title: "Die Konten",
      summary: "Ein kostenloses Konto, um Erfolge zu behalten und Partien zu organisieren.",
      items: [
        "Registrierung mit Bestätigung durch einen 6-stelligen Code per E-Mail, Anmeldung, Anmeldung mit Google, wo sie angeboten wird",
        "Konto per E-Mail wiederherstellen",
        "Persönlicher Bereich: Profilbild, E-Mail-Adresse, Passwort, E-Mail-Einstellungen, Tarif und Rechnungen",
      ],
    },
    foundation: {
      title: "Das Fundament",
      summary: "Der erste Baustein von Escaplay: die Websites, der Katalog und die Seiten, die die Plattform vorstellen.",
      items: [
        "Sieben Websites in ihrer Sprache: Frankreich, Schweiz, Belgien, Deutschland, Spanien, Italien und Europa auf Englisch, gewählt nach der Adresse der Website",
        "Der Spielekatalog mit Suche, Filtern, Sortierung und Themen sowie eine ausführliche Seite für jedes Spiel mit den Bewertungen der Spieler",
        "Die Startseite mit den Zahlen der Community",
        "Die Seiten für Spieler, Kreative, Lehrkräfte und Unternehmen, die Anleitung zum Erstellen und dieses Versionsprotokoll",
        "Die Eingabe eines Partie-Codes, das Cookie-Banner mit ausdrücklicher Zustimmung und eine klare Fehlerseite bei defekten Links",
      ],
    },
  },
  ctaTitle: "Eine Idee für die Zukunft?",
  ctaText: "Die nächsten Versionen entstehen mit deinem Feedback. Sag uns, was dir fehlt.",
};

export default de;
