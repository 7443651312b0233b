import type fr from "./fr";

const en: typeof fr = {
  title: "Affiliate programme",
  description: "Recommend Escaplay and earn 20% of the first year's subscription of every customer you refer to a paid plan.",
  eyebrow: "Affiliates",
  heroTitle: "Recommend Escaplay and earn 20% of the first year",
  heroText: "Do you talk about escape games, teaching or team building? Share your personal link: for every paid subscription it brings in, you receive a commission.",
  ctaApply: "Become an affiliate",
  whoTitle: "Who can become an affiliate?",
  whoIntro: "Any person or organisation whose audience is interested in games, learning or team spirit.",
  who: [
    { title: "Game creators", text: "Already publishing on Escaplay? Your players may well become creators in turn." },
    { title: "Bloggers and video makers", text: "Channels, podcasts, blogs and newsletters about board games, puzzles or educational technology." },
    { title: "Trainers and teachers", text: "You run workshops or share your teaching resources with other teachers." },
    { title: "Agencies and consultants", text: "Events, human resources, training: you advise companies on their tools." },
  ],
  howTitle: "How it works",
  how: [
    { title: "Introduce yourself", text: "Write to us from the contact page: who you are, your audience, where you plan to talk about Escaplay." },
    { title: "Get your link", text: "Once approved, we send you your personal referral link and the affiliate agreement." },
    { title: "Share", text: "Article, video, workshop, newsletter: place your link wherever your audience already follows you." },
    { title: "Earn your commission", text: "For every customer who subscribes to a paid plan through your link, you receive 20% of what they pay in their first year." },
  ],
  exampleTitle: "A concrete example",
  example: "A company you recommended subscribes to the Company plan, billed at {{price}} a year: you earn {{commission}}.",
  rulesTitle: "Programme rules",
  rules: [
    "Commission applies to the paid Pro and Company plans; reduced-price offers (Education, teacher offer) are not eligible.",
    "A customer is credited to your link if they subscribe within 30 days of their first click.",
    "Commission is due once the payment has been received and the 14-day withdrawal period has passed; a refunded subscription cancels it.",
    "No self-referral: your own accounts and those of your organisation do not earn commission.",
    "No paid advertising on the \"Escaplay\" name, no unsolicited bulk messages, no promises we do not keep.",
    "Tell your audience clearly that the link is an affiliate link.",
  ],
  faqTitle: "Frequently asked questions",
  faq: [
    { q: "Does it cost anything to join?", a: "No. Joining the programme is free with no commitment, and you can leave at any time." },
    { q: "Do I need an Escaplay account?", a: "Yes, a free account is enough: it lets us link your referral link to your profile." },
    { q: "How do I get paid?", a: "By bank transfer. The affiliate agreement, sent when you join, sets out how often payments are made and which documents are needed depending on your status." },
  ],
  ctaTitle: "Want to recommend us?",
  ctaText: "Introduce yourself in a few lines: we answer every application.",
};

export default en;
