import type fr from "./fr";

const en: typeof fr = {
  title: "What's new",
  description: "Escaplay's release notes: what has landed on the platform, release after release, and what is coming next.",
  eyebrow: "Release notes",
  heroTitle: "What's new on Escaplay",
  heroText: "Every release, what it brings and what we are preparing next. We would rather announce what is ready than promise dates.",
  ctaContact: "Suggest an idea",
  upcomingTitle: "In the works",
  upcomingIntro: "The next steps, in the order we are working on them. They are not available yet.",
  upcoming: [],
  releasedTitle: "Published releases",
  notes: {
    account: {
      title: "Your game on your account, the newsletter and the blog",
      summary: "A solo game resumed on another device, e-mails that keep their promises and a blog written by the team.",
      items: [
        "Logged in, your solo game is kept on your account for 30 days after your last move: \"Resume my game\" on the game's page, with where you were and when, from any browser or device; \"Abandon this game\" to start again",
        "\"Activity on my games\": a daily e-mail summary of reviews waiting for moderation, approved or refused, reports on your games and collaborators who joined, if you asked for it in My account",
        "The newsletter, with your address confirmed by a link, and a one-click unsubscribe link in every e-mail",
        "The blog written by the team, post by post in each language, with an RSS feed per site",
      ],
    },
    palette: {
      title: "The creator's palette: sound, locks, map, templates and library",
      summary: "Games you can hear, five new locks, the puzzle map that tells whether a game can be finished, templates for every use and a library of free assets.",
      items: [
        "Sound in all three editors: ambient music for the game, which each room, scene or page can replace or silence, with its volume, loop and a fade between places; sound effects for an object taken, a puzzle solved, a wrong answer, winning and losing, each with a caption written in the journal for deaf and hard-of-hearing players",
        "Players stay in control: no sound before their click, the sound prompt only mentions what the game has, and volume and mute are set in the options",
        "Five new locks: directional (arrows), colours, shapes and symbols, a pattern drawn on a grid and number dials, usable with a keyboard or by touch and named for screen readers; answers are still checked by the server",
        "The puzzle map in every editor: rooms, scenes or pages, puzzles and objects, and what each one unlocks; it checks that the game can be won from the start and lists whatever stays out of reach in the problems list",
        "Templates ready to adapt, six per game type, written in the site's language: classroom revision, team onboarding, birthday party, mystery, museum visit and language lesson",
        "A library of free assets (pictures, objects, icons and sounds under the CC0 licence), searchable by keyword from every editor, not counted in your storage",
      ],
    },
    images: {
      title: "AI-generated images",
      summary: "Describe a picture and get it in the project's files, in every editor.",
      items: [
        "\"Generate an image\" in the project's files, in all three editors: a description, a format (16:9 scene, 2:1 360° panorama or square object), and the image joins the open folder",
        "The images left this month are shown before generating: 50 a month with Pro, 40 with Education, 100 with Company; a refused or failed generation is not counted",
        "Each image counts towards the storage of the project's owner, like an uploaded file",
      ],
    },
    company: {
      title: "The Company plan under your brand",
      summary: "Your white-label games, on your own domain, and your team in the same subscription.",
      items: [
        "The company's brand under My account, Brand tab: a name, a logo picked from your images, two colours whose contrast is checked (WCAG AA) and a support address",
        "A white-label game, chosen in the publish tab, shows your brand and nothing of the platform: game and session pages, lobby, end screen and QR code; it stays out of the catalogue unless you list it",
        "Your own domain, for example games.your-company.com, in the Domain tab: the DNS records to create, the check on demand and every hour, then your white-label games served at that address, in the language you choose, solo and multiplayer",
        "Your team's members, invited by e-mail from the Team tab, share the Company plan and find the company's projects in their creation space; a member who is removed loses access at once",
      ],
    },
    paid: {
      title: "Paid plans online",
      summary: "Subscribing to Pro or Company by card, managing your own subscription, the teacher offer, referrals and a back office for the team.",
      items: [
        "Pro monthly or yearly (16% less) and Company yearly are subscribed from the Plans and pricing page, by card, on Stripe's secure payment page: in euros, in Swiss francs on the Swiss site, VAT included and worked out for your country, VAT number asked from businesses",
        "The plan is switched on as soon as Stripe confirms the payment; the account's Subscription tab shows the billing period, the next payment date and the \"Manage my subscription\" button, which opens Stripe's portal to change card or billing period, cancel or resume",
        "A cancellation takes effect at the end of the period paid for; the account then returns to the Basic plan, projects are kept and only new projects and files over the limits are refused",
        "A refused payment: an e-mail, new attempts by Stripe and {{grace}} days during which the plan stays active, then the return to the Basic plan",
        "The invoice of each payment, with its PDF, under Invoices in the account",
        "The teacher offer: teachers and non-profits send their request from the Education page; once the team approves it, the Education plan is subscribed for {{teacher}} a month, or the team grants it for free until a given date",
        "Referrals: every account has its personal link under My account, Referrals tab, and earns 20% of each Pro or Company invoice paid during their first year by the people who signed up through it",
        "For the team, a back office: find an account, see its plan and payments, grant or end a plan, ban an account (logged out everywhere at once), handle Education requests and pay commissions, each action written to a log nobody can edit",
      ],
    },
    community: {
      title: "The community around games",
      summary: "Reviewing, reporting a game, showing your profile, linking games as chapters and finding the right game among all the others.",
      items: [
        "After finishing a session, players rate the game and write a review; visitors without an account too, signed \u201cGuest\u201d, when the creator allows it. Reviews are published after moderation, and their authors can edit or delete them",
        "The first published review of each game adds 0.05 MB to its author's storage",
        "Logged-in players report a game for one of eight reasons, describing what happened; the moderation team handles reports and reviews, and the author or creator is told why",
        "A game's page shows its achievements, hidden ones staying masked until you unlock them",
        "Every public profile shows a bio, links to social networks, unlocked achievements, published games and, if the person allows it, the sessions they played and hosted",
        "With the Pro, Education and Company plans, creators link their games into chapter collections (beta); the game page and the end screen show the progress and the next chapter",
        "The catalogue shows what is trending (the most played of the last 7 days), the most played and the newest games, searches titles, descriptions and creators' names, and pages through the results, with or without JavaScript",
      ],
    },
    together: {
      title: "Creating together",
      summary: "Invite collaborators to a project and edit it together, live, in all three editors.",
      items: [
        "A project's owner invites collaborators by their user name or e-mail address; someone without an account receives an invitation link",
        "Up to 2 collaborators per project with the Basic plan, 10 with the Pro, Education and Company plans, pending invitations included",
        "Two roles: an editor changes the draft, its files and its versions and test-plays the game; a viewer opens the editor read-only. Only the owner publishes, renames and deletes the project and manages its collaborators",
        "Invitations are accepted or declined from the project workspace (\"Invitations\"), where other people's projects appear under \"Shared with me\"; a collaborator can leave a project, the owner can remove them, and their open editor closes at once",
        "In all three editors: who is there, each with their avatar in their colour (two tabs of one person are shown as such), their live pointers on the Interface 2D scenes and the 360° panoramas, and what each person has selected and is typing in",
        "Two people's edits of different elements are all kept; the same field edited by two people is settled the same way for both, and the person whose input was overwritten is told",
        "Edits made offline are merged when the network comes back, and nothing is lost when our live editing server restarts",
      ],
    },
    studio: {
      title: "The creation studio",
      summary: "Build your own games in the browser, with an editor for each of the three formats, then test-play, publish and share them.",
      items: [
        "A project workspace: create a blank project or one from a starter, rename, duplicate, delete and restore it, within your plan's limits",
        "The Interface 2D editor: scenes with their background picture, clickable areas placed with the mouse, the arrow keys or their coordinates, a preview of the scene, a cursor per area, objects to inspect (picture or 3D model), assembly recipes, actions and conditions, links between scenes",
        "The 360° editor: panoramas, points of interest placed with a click, by their direction or with the keyboard, links between panoramas",
        "The Classic editor: pages of content blocks (formatted text in some 85 fonts, images, sounds with their transcript, video links) and puzzles of every kind (code, answer, login and password, upload code, use an object), with hints, penalties, rooms and their access",
        "In every editor: the project's tree, an inspector, the problems list (a click selects what it points at), undo and redo, copy and paste of interactions and objects",
        "The save state always in view; edits stay in the browser across a reload or a network cut and are sent as soon as the connection is back",
        "Project files, named versions, test-play, publishing in the catalogue and sharing by link; private games with the Pro, Education and Company plans; reusing a published project that allows it",
      ],
    },
    multi: {
      title: "Multiplayer with a code",
      summary: "Play together remotely, each on their own screen, in the same game.",
      items: [
        "A logged-in person creates a remote game from the intro screen of a multiplayer game and chooses how many players are needed to start and the maximum",
        "Players join with its nine-digit code (the \"Enter a code\" page), its link or its QR code",
        "A lobby with the list of players, then one shared game: same scenery, same inventory, chat, quick messages and \"Show the others\"",
        "The game's creator starts, pauses and ends it, and can remove a player",
        "Without an account you join a game only when its host, on a Pro, Education or Company plan, invites players without an account; otherwise everyone signs in",
        "Multiplayer is still young: errors may happen, please report them to us",
      ],
    },
    play: {
      title: "The game engine and solo play",
      summary: "All three formats play from start to finish in the browser, with five demo games.",
      items: [
        "Interface 2D (illustrated scenes), 360° (panoramas) and Classic (content pages and puzzles)",
        "Inventory, objects to examine and combine, codes, answers, logins and upload codes",
        "Hints with a waiting time, a penalty for wrong answers, pause, and when time is up the choice to stop or carry on",
        "Progress resumes after a page reload or a dropped connection, for 24 hours",
        "End screen with the time, hints, mistakes and achievements; achievements are saved for logged-in players",
      ],
    },
    accounts: {
      title: "Accounts",
      summary: "A free account to keep your achievements and organise games.",
      items: [
        "Sign-up confirmed with a 6-digit code sent by e-mail, login, and Google sign-in where it is offered",
        "Account recovery by e-mail",
        "Personal area: profile picture, e-mail address, password, e-mail preferences, plan and invoices",
      ],
    },
    foundation: {
      title: "The foundations",
      summary: "Escaplay's first building block: the sites, the catalogue and the pages that present the platform.",
      items: [
        "Seven sites in their own language: France, Switzerland, Belgium, Germany, Spain, Italy and Europe in English, picked from the site's address",
        "The game catalogue with search, filters, sorting and themes, and a detailed page for every game with players' reviews",
        "The home page and its community figures",
        "Pages for players, creators, teachers and companies, the creation guide and these release notes",
        "Game-code entry, a cookie banner that asks for explicit consent and a clear error page when a link is broken",
      ],
    },
  },
  ctaTitle: "An idea for what comes next?",
  ctaText: "Future releases are built with your feedback. Tell us what you are missing.",
};

export default en;
