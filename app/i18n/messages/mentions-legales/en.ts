import type fr from "./fr";

const en: typeof fr = {
  title: "Legal notice",
  description:
    "Who publishes and hosts Escaplay, intellectual property, personal data protection (GDPR) and the cookies used on the site.",
  intro:
    "Who publishes Escaplay, who hosts it, and how we handle your personal data and cookies. If you have any question, write to us at {{supportEmail}}.",
  updated: "Last updated:",
  tocTitle: "Contents",
  numbering: "{{n}}.",
  backToToc: "Back to contents",
  seeAlso: "See also",
  articles: {
    publisher: {
      title: "Publisher",
      body: [
        [
          "Escaplay SAS, a French simplified joint-stock company with a share capital of €20,000",
          "Registered office: 14 rue Childebert, 69002 Lyon, France",
          "Lyon Trade and Companies Register (RCS) 912 345 678 – EU VAT number FR74 912 345 678",
          "Phone: +33 4 65 71 20 25 – e-mail: {{supportEmail}}",
          "Publication director: Camille Roussel, President",
        ],
      ],
    },
    host: {
      title: "Hosting",
      body: [
        "The site is hosted by Cloudflare, Inc., 101 Townsend St, San Francisco, CA 94107, USA – [www.cloudflare.com](https://www.cloudflare.com). Pages are served from Cloudflare's network of data centres, as close as possible to each visitor.",
      ],
    },
    ip: {
      title: "Intellectual property",
      body: [
        "The Escaplay brand, logo, visual identity, illustrations, texts and code of the site belong to Escaplay SAS. Any reproduction without written permission is prohibited.",
        "Games published on the platform belong to their creators, who grant us a licence to display them, as described in the [terms of use](/cgu#content). If you believe content infringes your rights, report it from the game's page or write to {{supportEmail}}.",
      ],
    },
    data: {
      title: "Personal data",
      body: [
        "The data controller is Escaplay SAS. We only collect the data the service needs, and we never sell it.",
        {
          caption: "Why we process your data",
          rows: [
            ["Purpose", "Legal basis", "Retention period"],
            ["Creating and running your account, projects and games", "Performance of the contract (terms of use)", "While the account is open, then deleted within 30 days"],
            ["Managing subscriptions, payments and invoices", "Performance of the contract and legal obligation", "Invoices: 10 years (accounting obligation)"],
            ["Answering your contact messages", "Legitimate interest: replying to you", "3 years after the last exchange"],
            ["Moderating reviews and handling reports", "Legal obligation and legitimate interest", "1 year after the decision"],
            ["Securing the site, preventing abuse, counting games played without an account", "Legitimate interest", "1 year"],
            ["Measuring audience anonymously", "Consent", "Aggregated statistics only, no personal data"],
            ["Sending the newsletter", "Consent", "Until you unsubscribe"],
            ["Credit a registration to the person who recommended it and work out their commissions", "Consent (the _ref cookie), then performance of the affiliation programme", "Commissions: 10 years (accounting obligation)"],
          ],
        },
        "Recipients: only the Escaplay team and our processors have access, within the limits of their task: Cloudflare (hosting), our payment provider and our e-mail delivery service. Where data is processed outside the European Union, in particular in the United States, the transfer is covered by the EU–US Data Privacy Framework or by the European Commission's standard contractual clauses.",
      ],
    },
    rights: {
      title: "Your rights",
      body: [
        "At any time you can access your data, have it corrected or erased, restrict or object to its processing, ask for a portable copy, withdraw your consent, and leave instructions on what happens to it after your death.",
        "To exercise these rights, write to our data protection officer: dpo@escaplay.fr, or by post to Escaplay SAS – DPO, 14 rue Childebert, 69002 Lyon, France. We reply within one month.",
        "If you believe your rights are not respected, you can lodge a complaint with the French data protection authority, the CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France – [www.cnil.fr](https://www.cnil.fr) – or with the authority of the country where you live.",
      ],
    },
    cookies: {
      title: "Cookies",
      body: [
        "We only set the cookies listed below. The first four are needed for the site to work and do not require your consent. No advertising or social media cookies are used.",
        {
          caption: "Cookies set by Escaplay",
          rows: [
            ["Name", "What it is for", "Lifetime", "Type"],
            ["_sr", "Keeps you logged in", "For the session", "Necessary"],
            ["_pos", "A random 7-character identifier, not linked to who you are: it counts games played without an account and protects the site against abuse", "1 year", "Necessary"],
            ["_lang", "Remembers the site language you chose", "1 year", "Necessary"],
            ["_val", "Remembers your answer to the cookie bar: 1 if you accept audience measurement and the referral cookie, 0 if you refuse them", "90 days", "Necessary"],
            ["_ref", "Remembers the referral link you arrived through (an 8-character code and the date of your visit), to credit your registration to the person who recommended Escaplay to you", "30 days", "With your consent"],
          ],
        },
        "The _ref cookie ([affiliation](/affiliation) programme) is only set if you accepted cookies in the bar. Without your consent nothing is kept: the referral code stays only in the address of the page you are reading, and your registration is credited to nobody. It is only read when an account is created within 30 days; the person who referred you sees neither your name nor your address, only an anonymous identifier and the amount of their commission.",
        "Audience measurement is privacy-friendly: it uses no cookies, does not follow you from site to site and is only loaded after you agree.",
        "If you refuse, only the refusal is kept (_val is 0, nothing that could recognise you) and no audience measurement is loaded; the banner does not come back. You can change your mind by clearing the site's cookies in your browser; the choice banner will appear again.",
      ],
    },
    contact: {
      title: "Contact",
      body: [
        "By e-mail at {{supportEmail}}, through the [contact form](/contact), by phone on +33 4 65 71 20 25 (Monday to Friday, 9 am to 5 pm French time) or by post: Escaplay SAS, 14 rue Childebert, 69002 Lyon, France.",
      ],
    },
  },
};

export default en;
