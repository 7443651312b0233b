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
    education: { name: "Education", tagline: "For teachers and non-profit associations.", cta: "Request access" },
    company: { name: "Company", tagline: "For team building, training and white-label content.", cta: "Contact the team" },
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
  teacherOffer: "Teacher offer: Pro for {{price}} a month, on request",
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
    billing: "Billing",
  },
  unlimited: "Unlimited",
  none: "None",
  included: "Included",
  notIncluded: "Not included",
  billingModes: {
    free: "Free",
    flexible: "Monthly or yearly, no commitment",
    request: "On quotation",
    yearly: "Yearly subscription",
  },
  taxNote: "Prices include VAT. Full details are in our {{link}}.",
  taxLink: "terms of sale",
  faqTitle: "Frequently asked questions",
  faq: [
    {
      q: "What is already available?",
      a: "Solo and remote play, accounts and, with the Pro, Education and Company plans, inviting players without an account to your remote games. The creation studio, private publishing and sharing, collaborators, AI-generated images, collections, white label and custom domains come with the next releases. Online payment is not open yet: write to us to activate a plan.",
    },
    {
      q: "Do I have to pay to play?",
      a: "No. Playing public games is free, with or without an account. The plans are only about creating games.",
    },
    {
      q: "Can I stop Pro whenever I like?",
      a: "Yes, Pro has no commitment. To cancel, write to us; it stays active until the end of the period you paid for.",
    },
    {
      q: "What is the difference between monthly and yearly billing?",
      a: "The features are the same. Paying yearly costs 16% less than twelve separate months, still with no commitment.",
    },
    {
      q: "Who can get the Education plan?",
      a: "Teachers and non-profit associations. Send us a request through the contact form: we check your status and activate your access. Teachers can also ask for Pro at {{teacher}} a month.",
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
      a: "Not to play the games open to everyone solo, nor to join a remote game of a game open to everyone: a nickname is enough. Creating a remote game takes an account; with Pro you can also invite players without an account to any game.",
    },
    {
      q: "Where can I find my invoices?",
      a: "In your account, under Invoices. They remain available there at any time.",
    },
  ],
  questions: "Another question? {{link}}",
  questionsLink: "Write to us",
};

export default en;
