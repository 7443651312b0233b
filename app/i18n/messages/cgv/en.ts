import type fr from "./fr";

const en: typeof fr = {
  title: "Terms of sale",
  description:
    "Plans, prices, monthly or yearly billing, payment, renewal, cancellation, right of withdrawal and refunds for Escaplay subscriptions.",
  intro:
    "These terms apply when you take out a paid Escaplay plan. They complement our [terms of use](/cgu). In short: you pay by card on Stripe's secure page, Pro has no commitment, you cancel at any time from your account, and your invoices are always available there.",
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
          "Education: the Pro features with 250 MB of storage and 40 images a month, for teachers and non-profit associations. Access is requested from the [Education](/education#request) page; we check your status before opening it.",
          "Company: the Pro limits, 100 images a month, white-label projects and a custom domain, as a yearly subscription.",
        ],
        "Features marked \"beta\" are still being refined: they may change and may show errors.",
        "AI-generated images are created from a project's files, in the editor: each counts towards the monthly quota of the plan of the project's owner (calendar month, in universal time) and towards their storage; a refused or failed generation is not counted, and images not used in a month are not carried over.",
      ],
    },
    prices: {
      title: "Prices",
      body: [
        "Prices are shown in euros, including taxes:",
        [
          "Pro: {{proMonthly}} a month, or {{proYearly}} a year.",
          "Teacher offer: the Education plan for {{teacherMonthly}} a month, open once your Education request is approved.",
          "Free Education: after reviewing your request, the team may grant you the Education plan without payment, until a date it tells you.",
          "Company: {{companyYearly}} a year.",
        ],
        "VAT is worked out at payment by Stripe Tax, our payment provider's tax service, from the country and address you give; the price you pay stays the one shown.",
        "A business that gives a valid VAT number from another EU Member State at payment is invoiced under the reverse charge: its invoice carries no VAT.",
        "We may change our prices. A new price never applies to a period already paid for: we tell you at least 30 days before your next renewal, and you can cancel before then if it does not suit you.",
      ],
    },
    billing: {
      title: "Monthly or yearly billing",
      body: [
        "Pro can be paid monthly or yearly, as you prefer. Paying yearly saves you 16% compared with twelve separate monthly payments.",
        "Pro has no commitment: whether you pay monthly or yearly, you can cancel whenever you like, and cancellation takes effect at the end of the current period.",
        "Company is a yearly subscription, paid by card once for twelve months.",
      ],
    },
    payment: {
      title: "Ordering and payment",
      body: [
        "You subscribe from the [Plans and pricing](/plans) page, logged in to your account: the chosen plan's button takes you to Stripe Checkout, the secure payment page of our provider Stripe, which sums up the plan, the billing period and the total price. There you give your country, your billing address and, if you pay for a business, your VAT number. The order is placed when you confirm the payment; your plan is switched on as soon as Stripe confirms it to us.",
        "Payment is by card, charged when you subscribe and then at each renewal. Stripe handles your card: we neither see nor store its number.",
        "If a payment fails, we tell you by e-mail and Stripe tries your card again. Your plan stays active for {{graceDays}} days from the first failure, time to update your payment method; without a payment by then, your account returns to the Basic plan.",
      ],
    },
    renewal: {
      title: "Renewal and cancellation",
      body: [
        "Unless cancelled, your subscription renews automatically for the same length of time: one month or one year. The date of the next payment is shown in the [Subscription](/account?tab=subscription) tab of your account.",
        "You cancel at any time, free of charge, from the [Subscription](/account?tab=subscription) tab of your account, with the \"Manage my subscription\" button: it opens Stripe's customer portal, where you can also change your card or, for Pro, switch between monthly and yearly payment. Cancellation takes effect at the end of the period paid for; your plan stays active until then, and you can resume the subscription before that date.",
        "When the subscription ends, your account returns to the Basic plan. Your projects are kept, but while you are over the Basic limits you cannot create new projects or add files, and privately shared games are no longer accessible.",
      ],
    },
    withdrawal: {
      title: "Right of withdrawal",
      body: [
        "If you are a consumer, you have 14 days from the day you subscribe to withdraw, without giving any reason.",
        "To do so, simply tell us clearly before the deadline: by e-mail to {{supportEmail}}, through the [contact form](/contact) (topic \"Support\") or by post. You may, but need not, write: \"I withdraw from the contract for the Escaplay subscription taken out on […]\", with your name and your account's e-mail address.",
        "Your plan starts as soon as you subscribe. If you withdraw, you only pay for the days already used: our team refunds the rest within 14 days, to the card you used and free of charge, and ends the subscription.",
        "The right of withdrawal does not apply to businesses, so it does not cover a Company plan taken out for business purposes.",
      ],
    },
    invoices: {
      title: "Invoices",
      body: [
        "An invoice is issued for every payment. All your invoices are available at any time in your account, under [Invoices](/account/invoices), as PDF files.",
        "To show a company or school name or a VAT number on your invoices, enter them on Stripe's payment page: they are carried over to the following invoices.",
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
