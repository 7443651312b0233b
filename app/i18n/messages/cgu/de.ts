import type fr from "./fr";

const de: typeof fr = {
  title: "Nutzungsbedingungen",
  description:
    "Die Regeln für die Nutzung von Escaplay: Konto, veröffentlichte Inhalte, Projektimport, Meldungen, Bewertungen, Mehrspieler-Sitzungen und Erfolge.",
  intro:
    "Diese Bedingungen legen die Spielregeln zwischen dir und der Escaplay SAS fest. Wir haben sie so verständlich wie möglich formuliert. Bitte nimm dir ein paar Minuten Zeit: Sie gelten, sobald du die Website nutzt.",
  updated: "Zuletzt aktualisiert:",
  tocTitle: "Inhalt",
  numbering: "§ {{n}}",
  backToToc: "Zurück zum Inhalt",
  seeAlso: "Siehe auch",
  articles: {
    purpose: {
      title: "Gegenstand",
      body: [
        "Escaplay ist eine Online-Plattform, auf der man Escape Games spielen, erstellen und teilen kann. Betreiberin ist die Escaplay SAS; ihre Angaben findest du im [Impressum](/mentions-legales).",
        "Diese Nutzungsbedingungen (die „Bedingungen“) regeln den Zugang zur Website und ihre kostenlose oder kostenpflichtige Nutzung. Für kostenpflichtige Abonnements gelten zusätzlich unsere [Verkaufsbedingungen](/cgv).",
      ],
    },
    definitions: {
      title: "Begriffe",
      body: [
        [
          "Plattform: die Website Escaplay und ihre Länderversionen, auf jedem Gerät.",
          "Besucher: jede Person, die die Plattform ohne Anmeldung nutzt.",
          "Nutzer: jede Person mit einem bestätigten Escaplay-Konto.",
          "Ersteller: ein Nutzer, der in einem der drei Editoren (Interface 2D, 360° oder Klassisch) ein Projekt gestaltet.",
          "Projekt: ein Spiel in Arbeit; nach der Veröffentlichung wird es zum „Spiel“.",
          "Inhalte: alles, was ein Nutzer auf der Plattform hochlädt oder schreibt (Bilder, Töne, Texte, Rätsel, Bewertungen, Meldungen).",
          "Mehrspieler-Sitzung: ein Spiel, das mehrere Personen aus der Ferne gemeinsam spielen und dem sie mit einem Zahlencode beitreten.",
        ],
      ],
    },
    access: {
      title: "Zugang und Konto",
      body: [
        "Die meisten Spiele lassen sich ohne Konto spielen. Um deine Erfolge zu speichern, Spiele für angemeldete Spieler zu spielen oder eine Mehrspieler-Partie zu erstellen, brauchst du ein Konto. Die Registrierung ist kostenlos: Du wählst einen Benutzernamen und gibst eine gültige E-Mail-Adresse sowie ein Passwort mit mindestens 6 Zeichen an. Wo die Option angeboten wird, kannst du dich auch mit deinem Google-Konto anmelden.",
        "Nach der Registrierung senden wir dir einen 6-stelligen Bestätigungscode per E-Mail. Solange du ihn nicht eingegeben hast, bleibt dein Konto unbestätigt und die Inhalte sind gesperrt. Einen neuen Code kannst du jederzeit anfordern.",
        "Jedes Konto hat eine Stufe: unbestätigt, bestätigt (kostenloser Tarif Basic), Pro, Education oder Unternehmen. Die Stufe bestimmt die verfügbaren Funktionen und Grenzen, die auf der Seite [Tarife](/plans) beschrieben sind.",
        "Deine Zugangsdaten sind persönlich. Halte dein Passwort geheim und melde dich umgehend, wenn du glaubst, dass jemand anderes dein Konto benutzt.",
        "Wenn du jünger als 15 Jahre bist, frag bitte vor der Registrierung deine Eltern um Erlaubnis.",
        "Ein gesperrtes Konto kann sich nicht mehr anmelden. Wenn du das für einen Irrtum hältst, schreib an {{supportEmail}}.",
      ],
    },
    roles: {
      title: "Was du mit und ohne Konto tun kannst",
      body: [
        "Als Besucher kannst du:",
        [
          "den Katalog durchstöbern und die Spielseiten ansehen;",
          "Spiele, die allen offenstehen, allein spielen; dein Fortschritt bleibt 24 Stunden lang auf dem verwendeten Gerät gespeichert;",
          "mit Code, Link oder QR-Code und einem Spielernamen einer Mehrspieler-Partie beitreten, wenn ihre Spielleitung mit Pro-, Education- oder Unternehmenstarif Spielende ohne Konto einlädt;",
          "sich registrieren und anmelden.",
        ],
        "Ohne Konto werden deine Erfolge nicht gespeichert.",
        "Als angemeldeter Nutzer kannst du außerdem dein Konto verwalten (Profilbild, E-Mail-Adresse, Passwort, E-Mail-Einstellungen), Spiele für angemeldete Spieler spielen, deine Solo-Partie bis 30 Tage nach deiner letzten Aktion in deinem Konto behalten und auf einem anderen Gerät fortsetzen, deine Erfolge speichern, Mehrspieler-Partien erstellen, Spiele bewerten, die du beendet hast, ein Spiel über seine Seite melden und dein öffentliches Profil gestalten.",
      ],
    },
    content: {
      title: "Deine Inhalte und deine Rechte",
      body: [
        "Du bleibst Inhaber deiner Projekte und von allem, was du auf Escaplay erschaffst. Wir beanspruchen keinerlei Urheberrechte an deinen Spielen.",
        "Damit die Plattform funktioniert, räumst du der Escaplay SAS ein nicht ausschließliches, unentgeltliches und weltweites Recht ein, deine Inhalte zu speichern, zu vervielfältigen, technisch anzupassen (Formate, Bildgrößen, Komprimierung) und anzuzeigen, und zwar ausschließlich, um die Plattform zu betreiben und bekannt zu machen. Dieses Recht gilt, solange der Inhalt online ist, und endet, wenn du ihn löschst; Sicherungskopien werden innerhalb einer angemessenen Frist gelöscht.",
        "Wenn du ein Projekt öffentlich veröffentlichst, erlaubst du anderen Erstellern, es zu importieren: Sie erhalten eine Kopie in ihrem eigenen Konto, die sie ändern und erneut veröffentlichen dürfen. Der Name der ursprünglichen Urheberin oder des ursprünglichen Urhebers bleibt auf der Seite des importierten Spiels sichtbar. Wenn du dein Spiel zurückziehst, sind keine neuen Importe mehr möglich; bereits erstellte Kopien bleiben jedoch bestehen. Privat geteilte Projekte können nicht importiert werden.",
        "Lade nur Inhalte hoch, die du verwenden darfst: eigene Werke, Material unter einer passenden freien Lizenz oder Material, für das dir die Urheber die Erlaubnis gegeben haben. Im Editor mit KI erzeugte Bilder darfst du im Rahmen dieser Bedingungen in deinen Projekten verwenden.",
      ],
    },
    community: {
      title: "Community-Regeln und Meldungen",
      body: [
        "Escaplay richtet sich an ein breites Publikum, auch an Schulklassen. Verboten sind Spiele oder Inhalte, die:",
        [
          "sexueller Natur sind;",
          "gewalttätig sind oder Waffen und Gewaltgegenstände verherrlichen;",
          "eine Person oder Gruppe beleidigen oder Hass gegen sie schüren;",
          "Belästigung oder Einschüchterung darstellen;",
          "zu gefährlichen oder schädlichen Handlungen anstiften;",
          "Kindesmissbrauch zeigen oder betreffen;",
          "irreführend sind oder Spam darstellen;",
          "Rechte Dritter verletzen oder gegen Gesetze verstoßen.",
        ],
        "Jede Person kann ein Spiel melden, indem sie an {{supportEmail}} schreibt; eine Schaltfläche „Melden“ auf der Spielseite kommt mit einer der nächsten Versionen. Eine Meldung nennt zwingend einen dieser acht Gründe: Spiel nicht spielbar, sexuelle Inhalte, gewalttätige Inhalte oder Gegenstände, beleidigende oder hasserfüllte Inhalte, Belästigung oder Einschüchterung, gefährliche oder schädliche Handlungen, Kindesmissbrauch, Spam oder irreführende Inhalte. Sie enthält außerdem eine Beschreibung des Sachverhalts.",
        "Wir prüfen jede Meldung. Wenn wir einen Inhalt entfernen oder einschränken, teilen wir dies der verantwortlichen Person mit und begründen unsere Entscheidung. Sie kann widersprechen, indem sie auf diese Nachricht antwortet oder an {{supportEmail}} schreibt; dann prüft eine andere Person aus dem Team den Fall erneut. Wiederholte missbräuchliche Meldungen können zu einer Sperre führen.",
      ],
    },
    reviews: {
      title: "Bewertungen und Moderation",
      body: [
        "Bewertungen schreiben ist noch nicht freigeschaltet: Die Spielseiten zeigen die bereits veröffentlichten Bewertungen. Die Regeln dieses Artikels gelten, sobald es freigeschaltet ist.",
        "Nach dem Spielen wirst du das Spiel bewerten und einen Kommentar hinterlassen können. Eine Bewertung muss deine eigene Erfahrung wiedergeben: Bezahlte Bewertungen und Bewertungen, die einem Ersteller schaden sollen, sind verboten.",
        "Bewertungen werden nach einer Moderation veröffentlicht. Wir lehnen solche ab, die gegen die Community-Regeln verstoßen oder nichts mit dem Spiel zu tun haben. Wir sortieren Bewertungen nicht danach aus, ob sie positiv oder negativ sind.",
        "Du wirst deine Bewertung jederzeit ändern oder löschen können; eine geänderte Bewertung wird entsprechend gekennzeichnet.",
        "Für jede veröffentlichte Bewertung wird ein angemeldeter Nutzer 0,05 MB zusätzlichen Speicherplatz erhalten.",
      ],
    },
    multiplayer: {
      title: "Mehrspieler-Sitzungen und Gäste",
      body: [
        "Um eine Mehrspieler-Partie zu erstellen, brauchst du ein bestätigtes Konto. Die anderen Spieler treten mit dem neunstelligen Code, dem Link oder dem QR-Code bei, den ihnen die Spielleitung schickt: Teile sie nur mit den Personen, die du einlädst.",
        "Ohne Konto tritt man einer Fernpartie nur bei, wenn ihre Spielleitung mit Pro-, Education- oder Unternehmenstarif Spielende ohne Konto einlädt; man wählt dann einen Spielernamen. Sonst meldet sich jede Person mit ihrem Konto an. Die Spielleitung bleibt für die eingeladenen Personen und die Einhaltung dieser Nutzungsbedingungen während der Partie verantwortlich; sie kann Spielende aus der Partie entfernen. Spielernamen und Chatnachrichten folgen den Community-Regeln.",
        "Der Mehrspielermodus befindet sich noch in Entwicklung und kann Fehler aufweisen. Allein wie zu mehreren bleibt der Fortschritt einer Partie 24 Stunden lang erhalten: Nach dem Neuladen der Seite oder einem Verbindungsabbruch geht es dort weiter, wo du warst. Die Schaltfläche „Beenden“ beendet die Partie; für die Spielleitung einer Mehrspieler-Partie endet sie damit für das ganze Team.",
      ],
    },
    achievements: {
      title: "Erfolge",
      body: [
        "Spiele können Erfolge enthalten, von denen einige verborgen bleiben, bis du sie freischaltest. Sie werden nur gespeichert, wenn du angemeldet bist.",
        "Erfolge haben keinen Geldwert und können weder getauscht noch verkauft werden. Durch Schummeln oder Missbrauch erlangte Erfolge können wir entfernen.",
      ],
    },
    liability: {
      title: "Haftung",
      body: [
        "Wir tun unser Bestes, damit die Plattform erreichbar ist und einwandfrei funktioniert, können aber keinen unterbrechungsfreien Betrieb garantieren: Wartung, Updates oder technische Störungen können sie vorübergehend unerreichbar machen.",
        "Die Spiele werden von den Nutzern erstellt, die für ihre Inhalte verantwortlich sind. Escaplay handelt als Hosting-Anbieter: Offensichtlich rechtswidrige Inhalte, die uns gemeldet werden, entfernen wir umgehend.",
        "Nichts in diesen Bedingungen schränkt die Rechte ein, die dir als Verbraucher gesetzlich zustehen.",
      ],
    },
    suspension: {
      title: "Sperrung und Schließung des Kontos",
      body: [
        "Bei Verstößen gegen diese Bedingungen können wir je nach Schwere: dich verwarnen, den betreffenden Inhalt entfernen, dein Konto vorübergehend sperren oder dauerhaft ausschließen. Außer in dringenden Fällen oder wenn das Gesetz es verlangt, informieren wir dich vorher, und du kannst vor einer endgültigen Entscheidung Stellung nehmen.",
        "Du kannst dein Konto jederzeit schließen, indem du an {{supportEmail}} schreibst. Deine Kontodaten werden dann gelöscht, ebenso deine Projekte, mit Ausnahme der Kopien, die andere Ersteller bereits importiert haben.",
      ],
    },
    changes: {
      title: "Änderungen dieser Bedingungen",
      body: [
        "Wir können diese Bedingungen anpassen, etwa wenn eine neue Funktion hinzukommt. Bei wesentlichen Änderungen informieren wir dich mindestens 30 Tage vor Inkrafttreten per E-Mail oder auf der Website. Wenn du nicht einverstanden bist, kannst du dein Konto vor diesem Datum schließen.",
      ],
    },
    law: {
      title: "Anwendbares Recht und Streitigkeiten",
      body: [
        "Diese Bedingungen unterliegen französischem Recht. Wenn du als Verbraucher in einem anderen Land wohnst, behältst du den Schutz der zwingenden Vorschriften deines Landes.",
        "Bei Meinungsverschiedenheiten schreib uns bitte zuerst: Die meisten Probleme lassen sich so lösen. Andernfalls können Verbraucher die kostenlose Schlichtung nutzen, die in unseren [Verkaufsbedingungen](/cgv#disputes) beschrieben ist, oder das zuständige Gericht anrufen.",
      ],
    },
    contact: {
      title: "Kontakt",
      body: [
        "Bei Fragen zu diesen Bedingungen: {{supportEmail}}, das [Kontaktformular](/contact) oder per Post an Escaplay SAS, 14 rue Childebert, 69002 Lyon, Frankreich.",
      ],
    },
  },
};

export default de;
