import type fr from "./fr";

const en: typeof fr = {
  title: "Affiliate programme",
  description: "Recommend Escaplay and earn 20% of the first year's subscription of every customer you refer to a paid plan.",
  eyebrow: "Affiliates",
  heroTitle: "Recommend Escaplay and earn 20% of the first year",
  heroText: "Do you talk about escape games, teaching or team building? Every Escaplay account has its own referral link: share it, and for every paid subscription it brings in, you receive a commission.",
  ctaApply: "Get my link",
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
    { title: "Create your account", text: "A free account is enough: your personal referral link is waiting in My account, Referrals tab." },
    { title: "Copy your link", text: "One button copies it; the same tab keeps the statement of your commissions and their status." },
    { title: "Share", text: "Article, video, workshop, newsletter: place your link wherever your audience already follows you." },
    { title: "Earn your commission", text: "For every person who creates their account through your link and then pays for a Pro or Company plan, you receive 20% of each invoice they pay in their first year." },
  ],
  exampleTitle: "A concrete example",
  example: "A company you recommended subscribes to the Company plan, billed at {{price}} a year: you earn {{commission}}.",
  rulesTitle: "Programme rules",
  rules: [
    "The commission applies to the paid Pro and Company plans: 20% of the amount paid, VAT included, on every invoice of the first year (twelve months from the first payment). The teacher offer (Education) does not qualify.",
    "A person is linked to you if they create their account (by e-mail or with Google) within 30 days of their visit through your link, having accepted cookies: without their consent nothing is kept and nobody is linked. A subscription taken out later counts too.",
    "Each commission becomes payable 14 days after the invoice is paid (the withdrawal period); a refunded payment cancels its commission, or reduces it in proportion when only part is refunded.",
    "No self-referral: your link links neither your own account nor another address of your own mailbox.",
    "No paid advertising on the name “Escaplay”, no unsolicited mass mailing, no promises we do not keep.",
    "Tell your audience clearly that it is an affiliate link.",
  ],
  faqTitle: "Frequently asked questions",
  faq: [
    { q: "Do I have to sign up for the programme?", a: "No. Every account has its link, free and with no commitment: just share it, and stop whenever you like." },
    { q: "Do I need an Escaplay account?", a: "Yes, a free account is enough: your link and the statement of your commissions are in My account, Referrals tab." },
    { q: "How am I paid?", a: "By bank transfer, for the commissions that are payable. Write to us from the contact page with your bank details and, depending on your status, the documents required; each commission paid shows as such in your account." },
    { q: "Who sees what?", a: "For each invoice paid by someone you referred, you see the date, the amount of your commission and its status; the person only appears under an anonymous identifier." },
  ],
  ctaTitle: "Want to recommend us?",
  ctaText: "Your link is waiting in your account: copy it and share it.",
};

export default en;
