import type fr from "./fr";

const en: typeof fr = {
  title: "Terms of use",
  description:
    "The rules for using Escaplay: accounts, published content, project imports, reports, reviews, multiplayer sessions and achievements.",
  intro:
    "These terms set the rules of the game between you and Escaplay SAS. We have written them as plainly as we can: please take a few minutes to read them, as they apply as soon as you use the site.",
  updated: "Last updated:",
  tocTitle: "Contents",
  numbering: "Article {{n}} –",
  backToToc: "Back to contents",
  seeAlso: "See also",
  articles: {
    purpose: {
      title: "Purpose",
      body: [
        "Escaplay is an online platform for playing, creating and sharing escape games. It is published by Escaplay SAS, whose details are given in the [legal notice](/mentions-legales).",
        "These terms of use (the \"Terms\") govern access to and use of the site, whether free or paid. Paid subscriptions are also governed by our [terms of sale](/cgv).",
      ],
    },
    definitions: {
      title: "Definitions",
      body: [
        [
          "Platform: the Escaplay website and its country versions, on any device.",
          "Visitor: anyone browsing the platform without being logged in.",
          "User: anyone holding a verified Escaplay account.",
          "Creator: a user who designs a project in one of the three editors (Interface 2D, 360 or Classic).",
          "Project: a game being built; it becomes a \"game\" once published.",
          "Content: anything a user uploads or writes on the platform (images, sounds, texts, puzzles, reviews, reports).",
          "Multiplayer session: a game played remotely by several people, joined with a numeric code.",
        ],
      ],
    },
    access: {
      title: "Access and accounts",
      body: [
        "Most games can be played without an account. You need one to save your achievements, play games reserved for registered players or create a multiplayer game. Signing up is free: you choose a username and give a valid e-mail address and a password of at least 6 characters. Where the option is offered, you can also sign in with your Google account.",
        "After you sign up, we send you a 6-digit verification code by e-mail. Until you enter it, your account stays unverified and access to the content is blocked. You can ask for a new code at any time.",
        "Every account has a level: unverified, verified (free Basic plan), Pro, Education or Company. The level sets which features and limits apply, as described on the [plans](/plans) page.",
        "Your login details are personal. Keep your password secret and tell us straight away if you think someone else is using your account.",
        "If you are under 15, ask a parent for permission before creating an account.",
        "A banned account can no longer log in. If you think this is a mistake, write to {{supportEmail}}.",
      ],
    },
    roles: {
      title: "What you can do, with or without an account",
      body: [
        "As a visitor, you can:",
        [
          "browse the catalogue and read game pages;",
          "play the games open to everyone solo; your progress is kept for 24 hours on the device you use;",
          "join a multiplayer game with its code, link or QR code, under a nickname, when its host, on a Pro, Education or Company plan, invites players without an account;",
          "sign up and log in.",
        ],
        "Without an account, your achievements are not saved.",
        "As a logged-in user, you can also manage your account (profile picture, e-mail address, password, e-mail preferences), play games reserved for registered players, keep your solo game on your account for 30 days after your last move and resume it on another device, save your achievements, create multiplayer games, review the games you have finished, report a game from its page and present your public profile.",
      ],
    },
    content: {
      title: "Your content and your rights",
      body: [
        "You remain the owner of your projects and of everything you create on Escaplay. We claim no copyright over your games.",
        "So that the platform can work, you grant Escaplay SAS a non-exclusive, royalty-free, worldwide licence to host, reproduce, technically adapt (formats, image sizes, compression) and display your content, solely to run and promote the platform. This licence lasts as long as the content is online and ends when you delete it, apart from backup copies, which are erased within a reasonable time.",
        "When you publish a project publicly, you allow other creators to import it: they get a copy in their own account, which they may change and republish. The original author's name stays on the page of the imported game. Unpublishing your game stops new imports but does not erase copies already made. Privately shared projects cannot be imported.",
        "Only upload content you have the right to use: your own work, material under a compatible open licence, or material whose author has given you permission. Images generated by AI in the editor may be used in your projects, in line with these Terms.",
      ],
    },
    community: {
      title: "Community rules and reports",
      body: [
        "Escaplay is open to a wide audience, including school classes. You may not publish a game or content that:",
        [
          "is sexual in nature;",
          "is violent, or shows violent objects gratuitously;",
          "is offensive or hateful towards a person or group;",
          "amounts to harassment or intimidation;",
          "encourages dangerous or harmful acts;",
          "involves child abuse;",
          "is misleading or spam;",
          "infringes the rights of others or breaks the law.",
        ],
        "Anyone can report a game by writing to {{supportEmail}}; a \"Report\" button on the game's page will come with a future release. A report must give one of these eight reasons: unplayable game, sexual content, violent content or objects, offensive or hateful content, harassment or intimidation, dangerous or harmful acts, child abuse, spam or misleading content. It must also describe the facts.",
        "We look at every report. If we remove or restrict content, we tell its author and explain why. The author can challenge the decision by replying to that message or writing to {{supportEmail}}; another member of the team then reviews the case. Repeated abusive reports may lead to suspension.",
      ],
    },
    reviews: {
      title: "Reviews and moderation",
      body: [
        "Writing reviews is not open yet: game pages show the reviews already published. The rules in this article will apply as soon as it opens.",
        "After playing, you will be able to rate the game and leave a comment. A review must reflect your own experience of the game: paid reviews and reviews written to harm a creator are forbidden.",
        "Reviews are published after moderation. We reject those that break the community rules or have nothing to do with the game. We do not filter reviews according to whether they are positive or negative.",
        "You will be able to edit or delete your review at any time; an edited review will be marked as such.",
        "Every review a logged-in user publishes will give them 0.05 MB of extra storage.",
      ],
    },
    multiplayer: {
      title: "Multiplayer sessions and guests",
      body: [
        "Creating a multiplayer game requires a verified account. The other players join it with the nine-digit code, the link or the QR code the host sends them: share them only with the people you invite.",
        "Without an account, you can join a remote game only when its host, holding a Pro, Education or Company plan, invites players without an account; you then choose a nickname. Otherwise, every player signs in to their account. The host remains responsible for the people they invite and for compliance with these Terms during the game; they can remove a player. Nicknames and chat messages follow the community rules.",
        "Multiplayer is still in development and may show errors. Solo or together, a game's progress is kept for 24 hours: after a page reload or a dropped connection, you pick up where you left off. The \"Quit\" button ends the game; for the host of a multiplayer game, it ends it for the whole team.",
      ],
    },
    achievements: {
      title: "Achievements",
      body: [
        "Games may include achievements to unlock, some of which stay hidden until you earn them. They are only saved if you are logged in.",
        "Achievements have no monetary value and cannot be traded or sold. We may remove an achievement obtained by cheating or by misusing the game.",
      ],
    },
    liability: {
      title: "Liability",
      body: [
        "We do our best to keep the platform available and working properly, but we cannot promise uninterrupted service: maintenance, updates or technical incidents may make it temporarily unavailable.",
        "Games are created by users, who are responsible for their content. Escaplay acts as a host: we promptly remove any clearly illegal content reported to us.",
        "Nothing in these Terms limits the rights the law gives you as a consumer.",
      ],
    },
    suspension: {
      title: "Suspension and account closure",
      body: [
        "If these Terms are breached, we may, depending on how serious it is: warn you, remove the content concerned, suspend your account for a time or ban it. Except in an emergency or where the law requires otherwise, we warn you first and you can reply before any final decision.",
        "You can close your account at any time by writing to {{supportEmail}}. Your account data is then deleted, as are your projects, except for copies other creators may already have imported.",
      ],
    },
    changes: {
      title: "Changes to these Terms",
      body: [
        "We may update these Terms, for example when we add a feature. If a change is significant, we will tell you by e-mail or on the site at least 30 days before it takes effect. If you disagree, you can close your account before that date.",
      ],
    },
    law: {
      title: "Governing law and disputes",
      body: [
        "These Terms are governed by French law. If you are a consumer living in another country, you keep the protection of the mandatory rules of your country.",
        "If you disagree with us, please write to us first: most problems are solved that way. Otherwise, consumers can use the free mediation described in our [terms of sale](/cgv#disputes) or go to the competent court.",
      ],
    },
    contact: {
      title: "Contact us",
      body: [
        "For any question about these Terms: {{supportEmail}}, the [contact form](/contact), or by post to Escaplay SAS, 14 rue Childebert, 69002 Lyon, France.",
      ],
    },
  },
};

export default en;
