import type fr from "./fr";

const de: typeof fr = {
  title: "Impressum",
  description:
    "Anbieter und Hosting von Escaplay, Urheberrecht, Datenschutz nach DSGVO und die auf der Website verwendeten Cookies.",
  intro:
    "Wer Escaplay anbietet, wer die Website hostet und wie wir mit deinen personenbezogenen Daten und Cookies umgehen. Bei Fragen schreib uns an {{supportEmail}}.",
  updated: "Zuletzt aktualisiert:",
  tocTitle: "Inhalt",
  numbering: "{{n}}.",
  backToToc: "Zurück zum Inhalt",
  seeAlso: "Siehe auch",
  articles: {
    publisher: {
      title: "Angaben gemäß § 5 DDG",
      body: [
        [
          "Escaplay SAS, vereinfachte Aktiengesellschaft französischen Rechts mit einem Stammkapital von 20.000 €",
          "Sitz: 14 rue Childebert, 69002 Lyon, Frankreich",
          "Registereintrag: Handels- und Gesellschaftsregister (RCS) Lyon 912 345 678 – USt-IdNr.: FR74 912 345 678",
          "Telefon: +33 4 65 71 20 25 – E-Mail: {{supportEmail}}",
          "Vertreten durch die Präsidentin Camille Roussel, zugleich verantwortlich für den Inhalt nach § 18 Abs. 2 MStV (Anschrift wie oben)",
        ],
      ],
    },
    host: {
      title: "Hosting",
      body: [
        "Die Website wird gehostet von Cloudflare, Inc., 101 Townsend St, San Francisco, CA 94107, USA – [www.cloudflare.com](https://www.cloudflare.com). Die Seiten werden aus dem Rechenzentrumsnetz von Cloudflare ausgeliefert, möglichst nah am jeweiligen Besucher.",
      ],
    },
    ip: {
      title: "Urheberrecht",
      body: [
        "Die Marke Escaplay, das Logo, das Design, die Illustrationen, Texte und der Code der Website gehören der Escaplay SAS. Jede Vervielfältigung ohne schriftliche Genehmigung ist untersagt.",
        "Die auf der Plattform veröffentlichten Spiele gehören ihren Erstellern, die uns ein Recht zur Anzeige einräumen, wie in den [Nutzungsbedingungen](/cgu#content) beschrieben. Wenn du der Meinung bist, dass ein Inhalt deine Rechte verletzt, melde ihn über die Seite des Spiels oder schreib an {{supportEmail}}.",
      ],
    },
    data: {
      title: "Datenschutz",
      body: [
        "Verantwortlich für die Datenverarbeitung ist die Escaplay SAS. Wir erheben nur die Daten, die der Dienst benötigt, und verkaufen sie niemals.",
        {
          caption: "Warum wir deine Daten verarbeiten",
          rows: [
            ["Zweck", "Rechtsgrundlage", "Speicherdauer"],
            ["Konto, Projekte und Spiele anlegen und verwalten", "Vertragserfüllung (Nutzungsbedingungen)", "Solange das Konto besteht, danach Löschung binnen 30 Tagen"],
            ["Abonnements, Zahlungen und Rechnungen verwalten", "Vertragserfüllung und rechtliche Verpflichtung", "Rechnungen: 10 Jahre (Buchführungspflicht)"],
            ["Deine Kontaktanfragen beantworten", "Berechtigtes Interesse: dir zu antworten", "3 Jahre nach dem letzten Austausch"],
            ["Bewertungen moderieren und Meldungen bearbeiten", "Rechtliche Verpflichtung und berechtigtes Interesse", "1 Jahr nach der Entscheidung"],
            ["Website absichern, Missbrauch verhindern, Spiele ohne Konto zählen", "Berechtigtes Interesse", "1 Jahr"],
            ["Reichweite anonym messen", "Einwilligung", "Nur zusammengefasste Statistiken, keine personenbezogenen Daten"],
            ["Newsletter versenden", "Einwilligung", "Bis zur Abmeldung"],
            ["Eine Registrierung der Person zuordnen, die sie empfohlen hat, und ihre Provisionen berechnen", "Einwilligung (Cookie _ref), dann Durchführung des Empfehlungsprogramms", "Provisionen: 10 Jahre (Buchhaltungspflicht)"],
          ],
        },
        "Empfänger: Zugriff haben nur das Escaplay-Team und unsere Auftragsverarbeiter im Rahmen ihrer Aufgabe: Cloudflare (Hosting), unser Zahlungsdienstleister und unser E-Mail-Versanddienst. Werden Daten außerhalb der Europäischen Union verarbeitet, insbesondere in den USA, ist die Übermittlung durch das EU-US Data Privacy Framework oder durch die Standardvertragsklauseln der Europäischen Kommission abgesichert.",
      ],
    },
    rights: {
      title: "Deine Rechte",
      body: [
        "Du kannst jederzeit Auskunft über deine Daten verlangen, sie berichtigen oder löschen lassen, ihre Verarbeitung einschränken oder ihr widersprechen, eine übertragbare Kopie anfordern und deine Einwilligung widerrufen.",
        "Wende dich dazu an unseren Datenschutzbeauftragten: dpo@escaplay.fr, oder per Post an Escaplay SAS – DPO, 14 rue Childebert, 69002 Lyon, Frankreich. Wir antworten innerhalb eines Monats.",
        "Wenn du meinst, dass deine Rechte nicht gewahrt werden, kannst du dich bei der für uns federführenden französischen Aufsichtsbehörde CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, Frankreich – [www.cnil.fr](https://www.cnil.fr) – oder bei der Datenschutzaufsichtsbehörde deines Bundeslandes beschweren.",
      ],
    },
    cookies: {
      title: "Cookies",
      body: [
        "Wir setzen nur die unten aufgeführten Cookies. Die ersten vier sind für den Betrieb der Website erforderlich und benötigen keine Einwilligung. Werbe- oder Social-Media-Cookies verwenden wir nicht.",
        {
          caption: "Von Escaplay gesetzte Cookies",
          rows: [
            ["Name", "Zweck", "Speicherdauer", "Art"],
            ["_sr", "Hält deine Anmeldung aufrecht", "Für die Dauer der Sitzung", "Erforderlich"],
            ["_pos", "Zufällige Kennung aus 7 Zeichen, ohne Bezug zu deiner Person: Sie zählt Spiele ohne Konto und schützt die Website vor Missbrauch", "1 Jahr", "Erforderlich"],
            ["_lang", "Merkt sich die gewählte Sprache der Website", "1 Jahr", "Erforderlich"],
            ["_val", "Speichert die Antwort auf das Cookie-Banner: 1 bei Zustimmung zur Reichweitenmessung und zum Empfehlungs-Cookie, 0 bei Ablehnung", "90 Tage", "Notwendig"],
            ["_ref", "Merkt sich den Empfehlungslink, über den du gekommen bist (ein Code aus 8 Zeichen und das Datum deines Besuchs), um deine Registrierung der Person zuzuordnen, die dir Escaplay empfohlen hat", "30 Tage", "Mit deiner Einwilligung"],
          ],
        },
        "Das Cookie _ref ([Empfehlungsprogramm](/affiliation)) wird nur gesetzt, wenn du im Banner zugestimmt hast. Ohne deine Einwilligung wird nichts gespeichert: Der Empfehlungscode steht nur in der Adresse der Seite, die du gerade ansiehst, und deine Registrierung wird niemandem zugeordnet. Es wird nur gelesen, wenn innerhalb von 30 Tagen ein Konto erstellt wird; die Person, die dich geworben hat, sieht weder deinen Namen noch deine Adresse, nur eine anonyme Kennung und die Höhe ihrer Provision.",
        "Die Reichweitenmessung ist datenschutzfreundlich: Sie verwendet keine Cookies, verfolgt dich nicht über andere Websites hinweg und wird erst nach deiner Zustimmung geladen.",
        "Wenn du ablehnst, wird nur diese Ablehnung gespeichert (_val ist 0, nichts, woran man dich erkennen könnte), und es wird keine Reichweitenmessung geladen; das Banner erscheint nicht mehr. Du kannst deine Entscheidung ändern, indem du die Cookies der Website in deinem Browser löschst; das Auswahlbanner erscheint dann erneut.",
      ],
    },
    contact: {
      title: "Kontakt",
      body: [
        "Per E-Mail an {{supportEmail}}, über das [Kontaktformular](/contact), telefonisch unter +33 4 65 71 20 25 (Montag bis Freitag, 9 bis 17 Uhr) oder per Post: Escaplay SAS, 14 rue Childebert, 69002 Lyon, Frankreich.",
      ],
    },
  },
};

export default de;
