import type fr from "./fr";

const en: typeof fr = {
  title: "Educational escape games for teachers and associations",
  description: "Create educational escape games, run a class session with a simple code and follow the results. Education plan on request.",
  eyebrow: "Education",
  heroTitle: "Turn your next lesson into an investigation",
  heroText: "Revising a chapter, discovering a place, practising a language: with Escaplay, your students work together to solve puzzles you designed, in class or at home.",
  ctaContact: "Request the Education plan",
  ctaLearn: "Read the creation guide",
  whyTitle: "Why escape games work in class",
  why: [
    { title: "Motivation", text: "A challenge, a timer and a story: even the quietest students want to crack the code before everyone else." },
    { title: "Cooperation", text: "Nobody can solve everything alone. Students share out the clues, argue their case and check each other's reasoning." },
    { title: "Differentiation", text: "Hints, requested when a student is stuck, let everyone move forward at their own pace without being left behind." },
    { title: "Formative assessment", text: "Mistakes are information, not punishment: you see where the class hesitated and what to go over again." },
  ],
  ideasTitle: "Ideas to get started",
  ideasIntro: "A Classic game can be built in an evening; Interface 2D and 360 games add a setting to explore.",
  ideas: [
    { title: "Revise before a test", text: "Each right answer (a date, a result, a definition) becomes one digit of a padlock." },
    { title: "Visit a place in 360", text: "A museum, a laboratory, a historic site: students look for the clues hidden in the panorama." },
    { title: "Investigate in a foreign language", text: "Instructions, documents and dialogues in the target language: understanding becomes the key to the puzzle." },
    { title: "Raise awareness", text: "Safety, citizenship, digital habits: a scenario often works better than a long speech." },
  ],
  sessionTitle: "A class session with a simple code",
  session: [
    { title: "Pick or create the game", text: "Start from a game in the catalogue or from your own project, tried out beforehand in test mode." },
    { title: "Start the session", text: "From your account, open a session and show the numeric code or the QR code on the board." },
    { title: "Students join", text: "They type the code on the \"Enter a code\" page, alone or in groups, on a computer or tablet." },
    { title: "Review together", text: "Time, hints used, wrong answers: the results (beta) feed the discussion at the end of the lesson." },
  ],
  sessionNotice: "Remote multiplayer is still young and may show errors; in class, solo play with a group of pupils around one screen works very well. The creation studio is open: build your own games in its editor and publish them privately, playable only through their share link. Invite your colleagues as collaborators to build a game together, live. Today your pupils play the catalogue's games or your own, alone, in groups or remotely with a code.",
  resultsTitle: "Player results (beta)",
  results: [
    "For each game played you see the time spent, the number of hints requested and the wrong answers. At a glance you spot the puzzle that stumped everyone and the concept to work on again.",
    "This feature is in beta: it is evolving with feedback from the teachers who use it.",
  ],
  planTitle: "The Education plan",
  planIntro: "The benefits of the Pro plan, reserved for teachers and associations for non-commercial use.",
  planName: "Education",
  planFeatures: {
    guestInvites: "Students without an account invited to your remote games",
    privateSharing: "Private publishing and sharing, so your games stay between you and your class",
    collaborators: "Collaborators: build games together with your colleagues",
    results: "Player results",
    collections: "Collections of chapters",
  },
  planAccess: "Access on request by e-mail, once your status is checked",
  planCondition: "Non-commercial use only: teachers, schools and associations.",
  teacherTitle: "A teacher? The Pro plan for {{price}} a month",
  teacherText: "Would you rather have the full Pro plan (1 GB of storage, 50 images a month)? Teachers can get it for {{price}} a month: just ask through the contact page, with proof of your position.",
  faqTitle: "Frequently asked questions",
  faq: [
    { q: "Do my students need an account?", a: "No. They play the games open to everyone solo without one, and with the Education plan you can invite them to your remote games without an account: they join with the code and a nickname. Only the person who creates the game needs an account." },
    { q: "How long does it take to create a game?", a: "Allow one to two hours for a first Classic game of five or six puzzles. Our step-by-step guide takes you from the storyline to sharing." },
    { q: "Can I use the Education plan for paid workshops?", a: "No: it is reserved for non-commercial use. For a paid activity, the Pro or Company plan is the right choice." },
  ],
  ctaTitle: "Ready to play with your class?",
  ctaText: "Write to us from your work address and tell us your school or association: we will switch your account to the Education plan.",
  ctaSecondary: "Compare plans",
};

export default en;
