import type fr from "./fr";

const en: typeof fr = {
  title: "Plans and pricing",
  description:
    "Free Basic, Pro with no commitment, Education for teachers and white-label Company: compare the Escaplay plans.",
  heroTitle: "A plan for every creator",
  heroText:
    "Playing is always free. To create, start with the Basic plan, then move up to Pro when your projects grow: no commitment, paid monthly or yearly.",
  billingLabel: "Billing period",
  monthly: "Monthly",
  yearly: "Yearly",
  yearlyBadge: "−{{percent}}%",
  plansTitle: "Our plans",
  plans: {
    basic: { name: "Basic", tagline: "To discover the editor and publish your first games.", cta: "Create a free account" },
    pro: { name: "Pro", tagline: "For regular creators who share their games privately.", cta: "Upgrade to Pro" },
    education: { name: "Education", tagline: "For teachers and non-profit associations.", cta: "Request the teacher offer" },
    company: { name: "Company", tagline: "For team building, training and white-label content.", cta: "Subscribe to Company", contact: "A question, a quote? Contact the team" },
  },
  free: "Free",
  onRequest: "On request",
  perMonth: "per month",
  perYear: "per year",
  yearlyEquivalent: "just {{price}} a month",
  yearlySaving: "save {{amount}} a year",
  forever: "Forever",
  noCommitment: "No commitment",
  annualOnly: "Yearly subscription",
  teacherOffer: "Teacher offer: {{price}} a month, once your request is approved",
  popular: "Most popular",
  limits: {
    projects: "{{n}} projects",
    unlimitedProjects: "Unlimited projects",
    storage: "{{size}} of storage",
    collaborators: "{{n}} collaborators per project",
    images: "{{n}} AI-generated images a month",
    noImages: "No AI image generation",
  },
  features: {
    publish: "Game publishing",
    saveProgress: "Saved progress",
    privateSharing: "Private publishing and sharing",
    guestInvites: "Invite players without an account",
    results: "Game results",
    collections: "Chapter collections",
    whiteLabel: "White-label projects",
    customDomain: "Custom domain",
  },
  beta: "beta",
  compareTitle: "Compare the plans",
  compareCaption: "Limits and features of each plan, {{period}} prices",
  captionMonthly: "monthly",
  captionYearly: "yearly",
  featureColumn: "Feature",
  rows: {
    price: "Price",
    projects: "Projects",
    storage: "Storage",
    collaborators: "Collaborators per project",
    images: "AI-generated images a month",
    seats: "Team members (share the plan)",
    billing: "Billing",
  },
  unlimited: "Unlimited",
  none: "None",
  included: "Included",
  notIncluded: "Not included",
  billingModes: {
    free: "Free",
    flexible: "Monthly or yearly, no commitment",
    request: "On request, after a check",
    yearly: "Yearly subscription",
  },
  paymentNote:
    "Payment by card on Stripe's secure page. Cancel whenever you like from {{link}}: the plan stays active until the end of the period you paid for.",
  paymentLink: "the Subscription tab of your account",
  taxNote: "Prices include VAT. Full details are in our {{link}}.",
  taxLink: "terms of sale",
  faqTitle: "Frequently asked questions",
  faq: [
    {
      q: "What is already available?",
      a: "Solo and remote play, accounts and, with the Pro, Education and Company plans, inviting players without an account to your remote games. The creation studio: start a project from a starter or a blank page, build it in its editor (Interface 2D, 360° or Classic), test-play, publish, share by link and, with the Pro, Education and Company plans, make a game private. Creating together: inviting collaborators to a project (2 with the Basic plan, 10 with the others) and editing it together, live. Chapter collections (beta), with the Pro, Education and Company plans: linking your published games as chapters and following the players' progress. Online payment by card: Pro monthly or yearly, Company yearly and, once your request is approved, the teacher offer. With the Company plan: white label, a custom domain and the team's members. AI-generated images, with the Pro (50 a month), Education (40) and Company (100) plans: described from the project's files, in every editor, and saved with them. For everyone, in every editor: sound (background music and captioned sound effects), directional, colour, shape, pattern and dial locks, the puzzle map that checks the game can be finished, six templates per game type and the library of free assets, which does not count towards storage.",
    },
    {
      q: "Do I have to pay to play?",
      a: "No. Playing public games is free, with or without an account. The plans are only about creating games.",
    },
    {
      q: "Can I stop Pro whenever I like?",
      a: "Yes, Pro has no commitment. Cancel at any time from the Subscription tab of your account, with the \"Manage my subscription\" button: it stays active until the end of the period you paid for, then your account goes back to Basic.",
    },
    {
      q: "What is the difference between monthly and yearly billing?",
      a: "The features are the same. Paying yearly costs 16% less than twelve separate months, still with no commitment.",
    },
    {
      q: "Who can get the Education plan?",
      a: "Teachers and non-profit associations. Send your request from the Education page: the team checks your status and answers by e-mail. Once your request is approved, you subscribe to the teacher offer at {{teacher}} a month, by card; the team may also grant you the Education plan for free, until a date it tells you.",
    },
    {
      q: "What happens if I go back to Basic?",
      a: "Your projects are kept. While you are over the Basic limits, you cannot create projects or add files, and your private games are no longer accessible.",
    },
    {
      q: "How can I get more storage without paying?",
      a: "Once writing reviews opens, every review you publish on a game you have played will earn you {{bonus}} of extra storage.",
    },
    {
      q: "Do my players need an account?",
      a: "Not to play the games open to everyone solo. Creating a remote game takes an account, and so does joining one, unless its host invites players without an account: that is part of the Pro, Education and Company plans.",
    },
    {
      q: "How does payment work?",
      a: "By card, on Stripe's secure payment page: we never see your card number. Prices include taxes. Stripe asks for your country and address to work out the VAT and, if you pay for a business, your VAT number. Company is paid yearly.",
    },
    {
      q: "What if a payment fails?",
      a: "We tell you by e-mail and Stripe tries your card again. Your plan stays active for {{grace}} days, time to update your payment method from the Subscription tab; without a payment by then, your account goes back to Basic and keeps all its projects.",
    },
    {
      q: "Where can I find my invoices?",
      a: "In your account, under Invoices: each payment adds its invoice there, as a PDF. They remain available there at any time.",
    },
  ],
  questions: "Another question? {{link}}",
  questionsLink: "Write to us",
};

export default en;
