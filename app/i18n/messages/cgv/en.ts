import type fr from "./fr";

const en: typeof fr = {
  title: "Terms of sale",
  description:
    "Plans, prices, monthly or yearly billing, payment, renewal, cancellation, right of withdrawal and refunds for Escaplay subscriptions.",
  intro:
    "These terms apply when you take out a paid Escaplay plan. They complement our [terms of use](/cgu). In short: Pro has no commitment, you can cancel by writing to us, and your invoices are always available in your account. Online payment is not open yet: until it opens, paid plans are activated on request.",
  updated: "Last updated:",
  tocTitle: "Contents",
  numbering: "Article {{n}} –",
  backToToc: "Back to contents",
  seeAlso: "See also",
  articles: {
    scope: {
      title: "Scope",
      body: [
        "The seller is Escaplay SAS, 14 rue Childebert, 69002 Lyon, France, registered with the Lyon Trade and Companies Register under number 912 345 678 (see the [legal notice](/mentions-legales)).",
        "These terms of sale (the \"Terms of Sale\") govern paid subscriptions taken out on the platform, by consumers and businesses alike. The terms in force on the day you subscribe apply for the whole period you have paid for.",
      ],
    },
    plans: {
      title: "Plans",
      body: [
        "Escaplay offers four plans, described and compared on the [plans and pricing](/plans) page:",
        [
          "Basic (free): 3 projects, 10 MB of storage, 2 collaborators per project, game publishing and saved progress.",
          "Pro: unlimited projects, 1 GB of storage, 10 collaborators per project, 50 AI-generated images a month, private publishing and sharing, inviting players without an account, game results (beta) and collections (beta).",
          "Education: the Pro features with 250 MB of storage and 40 images a month, for teachers and non-profit associations. Access is requested by e-mail; we check your status before activating it.",
          "Company: the Pro limits, 100 images a month, white-label projects and a custom domain, as a yearly subscription.",
        ],
        "Features marked \"beta\" are still being refined: they may change and may show errors.",
        "Some of the features described above are not available yet: AI-generated images, white label and custom domain. They are marked \"Coming soon\" on the [Plans and pricing](/plans) page and are only provided from the day they open. Today, paid plans bring more projects, storage and collaborators per project, private games, inviting players without an account to remote games and chapter collections (beta).",
      ],
    },
    prices: {
      title: "Prices",
      body: [
        "Prices are shown in euros, including VAT (French VAT at the applicable rate):",
        [
          "Pro: {{proMonthly}} a month, or {{proYearly}} a year.",
          "Teacher offer: the Pro plan for {{teacherMonthly}} a month, granted on request.",
          "Education: on quotation, depending on the size of the school or association.",
          "Company: {{companyYearly}} a year.",
        ],
        "Businesses established in another EU Member State with an intra-EU VAT number are invoiced excluding VAT (reverse charge).",
        "We may change our prices. A new price never applies to a period already paid for: we tell you at least 30 days before your next renewal, and you can cancel before then if it does not suit you.",
      ],
    },
    billing: {
      title: "Monthly or yearly billing",
      body: [
        "Pro can be paid monthly or yearly, as you prefer. Paying yearly saves you 16% compared with twelve separate monthly payments.",
        "Pro has no commitment: whether you pay monthly or yearly, you can cancel whenever you like, and cancellation takes effect at the end of the current period.",
        "Company is a yearly subscription, paid once for twelve months.",
      ],
    },
    payment: {
      title: "Ordering and payment",
      body: [
        "Online payment is not open yet. Until it opens, paid plans are activated on request: write to us through the [contact form](/contact) or at {{supportEmail}}. We send you a summary of the plan, the billing period and the total price; the order is placed when you accept it in writing, and we confirm the activation by e-mail.",
        "Once online payment opens, it will be by card, through our secure payment provider: we will never see or store your card number. Company can also be paid by bank transfer, within 30 days of the invoice date.",
        "If a payment fails, we let you know and retry for 14 days. If it is not settled, your account returns to the Basic plan.",
      ],
    },
    renewal: {
      title: "Renewal and cancellation",
      body: [
        "Unless cancelled, your subscription renews automatically for the same length of time: one month or one year. For a yearly subscription, we send you a reminder by e-mail between three months and one month before it renews.",
        "You can cancel at any time by writing to us. Pro stays active until the end of the period paid for. Company must be cancelled at least one month before the end of the subscription year.",
        "When the subscription ends, your account returns to the Basic plan. Your projects are kept, but while you are over the Basic limits you cannot create new projects or add files, and privately shared games are no longer accessible.",
      ],
    },
    withdrawal: {
      title: "Right of withdrawal",
      body: [
        "If you are a consumer, you have 14 days from the day you subscribe to withdraw, without giving any reason.",
        "To do so, simply tell us clearly before the deadline: by e-mail to {{supportEmail}}, through the [contact form](/contact) (topic \"Support\") or by post. You may, but need not, write: \"I withdraw from the contract for the Escaplay subscription taken out on […]\", with your name and your account's e-mail address.",
        "Because you can use your subscription as soon as you subscribe, we ask you when you pay whether you want it to start straight away. In that case, if you withdraw, you only pay for the days already used. We refund the rest within 14 days, using the same payment method and free of charge.",
        "The right of withdrawal does not apply to businesses, so it does not cover a Company plan taken out for business purposes.",
      ],
    },
    invoices: {
      title: "Invoices",
      body: [
        "An invoice is issued for every payment. All your invoices are available at any time in your account, under [Invoices](/account/invoices), as PDF files.",
        "To show a company or school name or a VAT number on your invoices, fill in your billing details before paying.",
      ],
    },
    refunds: {
      title: "Refunds",
      body: [
        "Apart from withdrawal, a period that has started is not refunded: you keep access to the paid features until it ends.",
        "If you are charged in error or twice, we refund the amount in full. If the platform is unavailable through our fault for more than 72 hours in a row, we extend your subscription by the same time or, if you prefer, refund that period.",
      ],
    },
    liability: {
      title: "Liability",
      body: [
        "We undertake to provide the features of your plan with care. We are not liable for damage caused by misuse of the platform, by content published by users or by force majeure.",
        "For businesses, our liability is limited to the amounts paid in the last twelve months. For consumers, the statutory guarantees of conformity for digital content and services apply in full.",
      ],
    },
    data: {
      title: "Personal data",
      body: [
        "To manage your subscription, we process your identification, billing and payment data. Details (purposes, retention periods, rights) are given in the [personal data section of the legal notice](/mentions-legales#data).",
      ],
    },
    disputes: {
      title: "Complaints, mediation and disputes",
      body: [
        "For any complaint, write to us at {{supportEmail}}: we reply within 7 working days.",
        "If you are a consumer and our answer does not satisfy you, you can refer the matter free of charge to our consumer mediator: CM2C, 49 rue de Ponthieu, 75008 Paris, France, [www.cm2c.net](https://www.cm2c.net), within one year of your written complaint.",
        "These Terms of Sale are governed by French law. Failing agreement, the dispute goes before the competent court; for businesses, the courts of Lyon.",
      ],
    },
  },
};

export default en;
