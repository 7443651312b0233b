import type fr from "./fr";

const de: typeof fr = {
  notices: {
    unavailable: "Die Online-Zahlung ist gerade nicht verfügbar. Versuch es später noch einmal oder schreib uns: Wir schalten dein Angebot frei.",
    "teacher-offer-closed": "Das Lehrkräfte-Angebot steht dir offen, sobald deine Education-Anfrage angenommen ist.",
    cancelled: "Zahlung abgebrochen: Es wurde nichts abgebucht. Du kannst jederzeit ein Angebot wählen.",
    invalid: "Dieses Angebot gibt es nicht. Wähl unten eines aus.",
  },
  offers: {
    pro: "Pro",
    education: "Education, Angebot für Lehrkräfte",
    company: "Unternehmen",
  },
  periods: {
    month: "Monatlich abgerechnet",
    year: "Jährlich abgerechnet",
  },
  checkout: {
    title: "Lokale Zahlung (Entwicklung)",
    intro: "Hier fließt kein Geld: Diese Seite ersetzt Stripe Checkout auf einem Entwicklungsrechner. Bestätigen schickt der Website die Ereignisse, die Stripe senden würde, signiert mit Stripes Bibliothek, an dieselbe Webhook-Adresse.",
    summary: "Was du kaufst",
    offer: "Angebot",
    billing: "Abrechnung",
    amount: "Betrag",
    account: "Konto",
    pay: "{{amount}} bezahlen",
    decline: "Zahlung ablehnen",
    paid: "Diese Zahlung ist bereits bestätigt.",
    declined: "Diese Zahlung wurde abgelehnt.",
    continue: "Zurück zur Website",
  },
  portal: {
    title: "Lokales Kundenportal (Entwicklung)",
    intro: "Was Stripes Kundenportal und sein Kalender mit einem Abo machen, auf einem Entwicklungsrechner. Jede Aktion schickt der Website die signierten Ereignisse, die Stripe senden würde.",
    none: "Diese Kundin oder dieser Kunde hat kein Abo.",
    status: "Status",
    periodEnd: "Ende des laufenden Zeitraums",
    cancelling: "Kündigung zum Ende des Zeitraums vorgemerkt",
    actions: {
      cancel: "Zum Ende des Zeitraums kündigen",
      resume: "Abo fortsetzen",
      month: "Zur monatlichen Abrechnung wechseln",
      year: "Zur jährlichen Abrechnung wechseln",
      renew: "Verlängern: Zahlung akzeptiert",
      fail: "Verlängern: Zahlung abgelehnt",
      end: "Abo jetzt beenden",
    },
    back: "Zurück zur Website",
  },
  mail: {
    paymentFailed: {
      subject: "Die Zahlung für dein Escaplay-Abo ist fehlgeschlagen",
      greeting: "Hallo {{name}},",
      intro: "Wir konnten die Verlängerung deines Escaplay-Abos nicht abbuchen. Deine Bank hat die Zahlung abgelehnt oder die Karte ist abgelaufen.",
      grace: "Dein Angebot bleibt bis zum {{until}} aktiv, damit die Zahlung erneut versucht werden kann. Ohne Zahlung bis dahin wechselt dein Konto zurück zu Basic: Deine Projekte bleiben lesbar und spielbar, nichts wird gelöscht.",
      button: "Zahlungsmittel aktualisieren",
      after: "Falls du die Karte schon gewechselt hast, musst du nichts tun: Der nächste Versuch nutzt sie.",
    },
  },
};

export default de;
