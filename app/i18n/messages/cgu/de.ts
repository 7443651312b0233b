import type fr from "./fr";

const de: typeof fr = {
  title: "Nutzungsbedingungen",
  description:
    "Die Regeln für die Nutzung von Escaplay: Konto, veröffentlichte Inhalte, Projektimport, Meldungen, Bewertungen, Mehrspieler-Sitzungen und Erfolge.",
  intro:
    "Diese Bedingungen legen die Spielregeln zwischen Ihnen und der Escaplay SAS fest. Wir haben sie so verständlich wie möglich formuliert. Bitte nehmen Sie sich ein paar Minuten Zeit: Sie gelten, sobald Sie die Website nutzen.",
  updated: "Zuletzt aktualisiert:",
  tocTitle: "Inhalt",
  numbering: "§ {{n}}",
  backToToc: "Zurück zum Inhalt",
  seeAlso: "Siehe auch",
  articles: {
    purpose: {
      title: "Gegenstand",
      body: [
        "Escaplay ist eine Online-Plattform, auf der man Escape Games spielen, erstellen und teilen kann. Betreiberin ist die Escaplay SAS; ihre Angaben finden Sie im [Impressum](/mentions-legales).",
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
        "Die meisten Spiele lassen sich ohne Konto spielen. Zum Erstellen, Veröffentlichen, Bewerten oder Starten einer Mehrspieler-Sitzung brauchen Sie ein Konto. Die Registrierung ist kostenlos: Sie wählen einen Benutzernamen und geben eine gültige E-Mail-Adresse sowie ein Passwort mit mindestens 6 Zeichen an.",
        "Nach der Registrierung senden wir Ihnen einen 6-stelligen Bestätigungscode per E-Mail. Solange Sie ihn nicht eingegeben haben, bleibt Ihr Konto unbestätigt und die Inhalte sind gesperrt. Einen neuen Code können Sie jederzeit anfordern.",
        "Jedes Konto hat eine Stufe: unbestätigt, bestätigt (kostenloser Tarif Basic), Pro, Education oder Unternehmen. Die Stufe bestimmt die verfügbaren Funktionen und Grenzen, die auf der Seite [Tarife](/plans) beschrieben sind.",
        "Ihre Zugangsdaten sind persönlich. Halten Sie Ihr Passwort geheim und melden Sie sich umgehend, wenn Sie glauben, dass jemand anderes Ihr Konto benutzt.",
        "Wenn Sie jünger als 15 Jahre sind, fragen Sie bitte vor der Registrierung Ihre Eltern um Erlaubnis.",
        "Ein gesperrtes Konto kann sich nicht mehr anmelden. Wenn Sie das für einen Irrtum halten, schreiben Sie an {{supportEmail}}.",
      ],
    },
    roles: {
      title: "Was Sie mit und ohne Konto tun können",
      body: [
        "Als Besucher können Sie:",
        [
          "den Katalog durchstöbern und die Spielseiten ansehen;",
          "Spiele allein spielen, die kein Konto verlangen;",
          "mit einem Code einem Spiel beitreten und zu einer Mehrspieler-Sitzung eingeladen werden;",
          "sich registrieren und anmelden.",
        ],
        "Ohne Konto erscheinen Ihre Bewertungen als Gastbewertungen und Ihre Erfolge werden nicht gespeichert.",
        "Als angemeldeter Nutzer können Sie außerdem Ihr Konto und Ihr öffentliches Profil verwalten, Projekte erstellen, Fortschritt und Erfolge speichern, Spiele veröffentlichen, ein Spiel nach dem Spielen bewerten, Mehrspieler-Sitzungen erstellen, veröffentlichte Projekte importieren und ein Spiel melden.",
      ],
    },
    content: {
      title: "Ihre Inhalte und Ihre Rechte",
      body: [
        "Sie bleiben Inhaber Ihrer Projekte und von allem, was Sie auf Escaplay erschaffen. Wir beanspruchen keinerlei Urheberrechte an Ihren Spielen.",
        "Damit die Plattform funktioniert, räumen Sie der Escaplay SAS ein nicht ausschließliches, unentgeltliches und weltweites Recht ein, Ihre Inhalte zu speichern, zu vervielfältigen, technisch anzupassen (Formate, Bildgrößen, Komprimierung) und anzuzeigen, und zwar ausschließlich, um die Plattform zu betreiben und bekannt zu machen. Dieses Recht gilt, solange der Inhalt online ist, und endet, wenn Sie ihn löschen; Sicherungskopien werden innerhalb einer angemessenen Frist gelöscht.",
        "Wenn Sie ein Projekt öffentlich veröffentlichen, erlauben Sie anderen Erstellern, es zu importieren: Sie erhalten eine Kopie in ihrem eigenen Konto, die sie ändern und erneut veröffentlichen dürfen. Der Name der ursprünglichen Urheberin oder des ursprünglichen Urhebers bleibt auf der Seite des importierten Spiels sichtbar. Wenn Sie Ihr Spiel zurückziehen, sind keine neuen Importe mehr möglich; bereits erstellte Kopien bleiben jedoch bestehen. Privat geteilte Projekte können nicht importiert werden.",
        "Laden Sie nur Inhalte hoch, die Sie verwenden dürfen: eigene Werke, Material unter einer passenden freien Lizenz oder Material, für das Ihnen die Urheber die Erlaubnis gegeben haben. Im Editor mit KI erzeugte Bilder dürfen Sie im Rahmen dieser Bedingungen in Ihren Projekten verwenden.",
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
        "Jede Person kann ein Spiel über seine Seite melden. Eine Meldung nennt zwingend einen dieser acht Gründe: Spiel nicht spielbar, sexuelle Inhalte, gewalttätige Inhalte oder Gegenstände, beleidigende oder hasserfüllte Inhalte, Belästigung oder Einschüchterung, gefährliche oder schädliche Handlungen, Kindesmissbrauch, Spam oder irreführende Inhalte. Ebenso zwingend ist eine Beschreibung des Sachverhalts.",
        "Wir prüfen jede Meldung. Wenn wir einen Inhalt entfernen oder einschränken, teilen wir dies der verantwortlichen Person mit und begründen unsere Entscheidung. Sie kann widersprechen, indem sie auf diese Nachricht antwortet oder an {{supportEmail}} schreibt; dann prüft eine andere Person aus dem Team den Fall erneut. Wiederholte missbräuchliche Meldungen können zu einer Sperre führen.",
      ],
    },
    reviews: {
      title: "Bewertungen und Moderation",
      body: [
        "Nach dem Spielen können Sie das Spiel bewerten und einen Kommentar hinterlassen. Eine Bewertung muss Ihre eigene Erfahrung wiedergeben: Bezahlte Bewertungen und Bewertungen, die einem Ersteller schaden sollen, sind verboten.",
        "Bewertungen werden nach einer Moderation veröffentlicht. Wir lehnen solche ab, die gegen die Community-Regeln verstoßen oder nichts mit dem Spiel zu tun haben. Wir sortieren Bewertungen nicht danach aus, ob sie positiv oder negativ sind.",
        "Sie können Ihre Bewertung jederzeit ändern oder löschen; eine geänderte Bewertung wird entsprechend gekennzeichnet. Bewertungen ohne Konto erscheinen als Gastbewertungen.",
        "Für jede veröffentlichte Bewertung erhält ein angemeldeter Nutzer 0,05 MB zusätzlichen Speicherplatz.",
      ],
    },
    multiplayer: {
      title: "Mehrspieler-Sitzungen und Gäste",
      body: [
        "Um eine Mehrspieler-Sitzung zu erstellen, brauchen Sie ein Konto. Die anderen Spieler treten mit dem Zahlencode bei, den ihnen die Spielleitung gibt: Teilen Sie ihn nur mit den Personen, die Sie einladen.",
        "Pro-Ersteller können Personen ohne Konto zu ihren privaten Spielen einladen. Die Spielleitung ist für die eingeladenen Personen und die Einhaltung dieser Bedingungen während des Spiels verantwortlich.",
        "Der Mehrspielermodus befindet sich noch in Entwicklung und kann Fehler aufweisen. Wer die Seite während eines Spiels verlässt oder neu lädt, verliert den gesamten Fortschritt.",
      ],
    },
    achievements: {
      title: "Erfolge",
      body: [
        "Spiele können Erfolge enthalten, von denen einige verborgen bleiben, bis Sie sie freischalten. Sie werden nur gespeichert, wenn Sie angemeldet sind.",
        "Erfolge haben keinen Geldwert und können weder getauscht noch verkauft werden. Durch Schummeln oder Missbrauch erlangte Erfolge können wir entfernen.",
      ],
    },
    liability: {
      title: "Haftung",
      body: [
        "Wir tun unser Bestes, damit die Plattform erreichbar ist und einwandfrei funktioniert, können aber keinen unterbrechungsfreien Betrieb garantieren: Wartung, Updates oder technische Störungen können sie vorübergehend unerreichbar machen.",
        "Die Spiele werden von den Nutzern erstellt, die für ihre Inhalte verantwortlich sind. Escaplay handelt als Hosting-Anbieter: Offensichtlich rechtswidrige Inhalte, die uns gemeldet werden, entfernen wir umgehend.",
        "Nichts in diesen Bedingungen schränkt die Rechte ein, die Ihnen als Verbraucher gesetzlich zustehen.",
      ],
    },
    suspension: {
      title: "Sperrung und Schließung des Kontos",
      body: [
        "Bei Verstößen gegen diese Bedingungen können wir je nach Schwere: Sie verwarnen, den betreffenden Inhalt entfernen, Ihr Konto vorübergehend sperren oder dauerhaft ausschließen. Außer in dringenden Fällen oder wenn das Gesetz es verlangt, informieren wir Sie vorher, und Sie können vor einer endgültigen Entscheidung Stellung nehmen.",
        "Sie können Ihr Konto jederzeit in Ihrem Kontobereich oder per Nachricht an uns schließen. Ihre Projekte werden dann gelöscht, mit Ausnahme der Kopien, die andere Ersteller bereits importiert haben.",
      ],
    },
    changes: {
      title: "Änderungen dieser Bedingungen",
      body: [
        "Wir können diese Bedingungen anpassen, etwa wenn eine neue Funktion hinzukommt. Bei wesentlichen Änderungen informieren wir Sie mindestens 30 Tage vor Inkrafttreten per E-Mail oder auf der Website. Wenn Sie nicht einverstanden sind, können Sie Ihr Konto vor diesem Datum schließen.",
      ],
    },
    law: {
      title: "Anwendbares Recht und Streitigkeiten",
      body: [
        "Diese Bedingungen unterliegen französischem Recht. Wenn Sie als Verbraucher in einem anderen Land wohnen, behalten Sie den Schutz der zwingenden Vorschriften Ihres Landes.",
        "Bei Meinungsverschiedenheiten schreiben Sie uns bitte zuerst: Die meisten Probleme lassen sich so lösen. Andernfalls können Verbraucher die kostenlose Schlichtung nutzen, die in unseren [Verkaufsbedingungen](/cgv#disputes) beschrieben ist, oder das zuständige Gericht anrufen.",
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
