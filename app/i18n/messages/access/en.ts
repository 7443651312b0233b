import type fr from "./fr";

const en: typeof fr = {
  generic: { title: "An error has occurred", text: "The game could not be opened. Try again, or pick another game." },
  backToGames: "Back to the games",
  login: "Log in",
  plans: "See the plans",
  validate: "Verify my account",
  player: "Player",
  unavailable: "The game is temporarily unavailable. Try again in a few minutes.",
  testPlay: {
    noDraft: "This project has no saved game yet: save it in the editor, then come back to test it.",
    notJson: "This project's saved game cannot be read: open it in the editor and save it again.",
    wrongType: "The saved game is not of the same type as this project: correct its type in the editor.",
  },
  // Tickets to a project's room (the editors ask for one before they connect).
  projectRoom: {
    "sign-in": "Sign in to open this project in the editor.",
    "not-found": "This project does not exist or has been deleted.",
    "not-yours": "This project belongs to another creator: only its owner and collaborators can edit it.",
    unavailable: "The editor is temporarily unavailable. Try again in a few minutes.",
    "invalid-request": "This request to open a project is incomplete. Reload the page, then try again.",
    "method-not-allowed": "This address is only used from the editor.",
    "cross-site": "This project can only be opened from the site where it was made.",
  },
  errors: {
    "pro-required": { title: "Private sharing needs a Pro creator", text: "Sharing this game privately requires its creator to have a Pro plan. Let them know: as soon as they go Pro, their link will work." },
    "not-found": { title: "Game not found", text: "This game does not exist or was deleted by its creator." },
    "not-private": { title: "This game is not available privately", text: "This game is not shared privately. Look for it in the public catalogue." },
    "account-only": { title: "Members only", text: "The creator of this game keeps it for players logged in to an account." },
    "key-only": { title: "Activation key required", text: "This game can only be played with an activation key from its creator." },
    "missing-resources": { title: "Missing resources", text: "Some images or sounds of this game cannot be found, so it cannot be played properly. Missing resources may degrade the game's quality." },
    gone: { title: "This game page is no longer available", text: "The creator has unpublished this game." },
    "mail-preferences": { title: "Preferences not saved", text: "An error occurred while changing your e-mail preferences. Please try again in a moment." },
    "solo-unavailable": { title: "Solo mode not available", text: "This game cannot be played solo: create or join a multiplayer session." },
    "multi-unavailable": { title: "Multiplayer not available", text: "This game cannot be played remotely with others: play it solo, possibly with several people in front of one screen." },
    "account-needed": { title: "Account needed", text: "This action requires you to be logged in. Creating an account is free." },
    "wrong-key": { title: "Wrong activation key", text: "This activation key does not match this game. Check it with the game's creator, then try again." },
    "session-expired": { title: "Session expired", text: "This game session can no longer be resumed: it has ended or is too old. Start a new game." },
    "rate-limited": { title: "Too many games started", text: "You have started many games in a short time. Wait a few minutes, then try again." },
    "verify-account": { title: "Verify your account", text: "First verify your account with the code we sent by e-mail: games can be started and joined once it is verified." },
    "guests-pro-only": { title: "Guests need a Pro plan", text: "Inviting players without an account is part of the Pro, Education and Business plans. Create the game without guests, or upgrade to a Pro plan." },
    "guests-not-invited": { title: "This game is for players with an account", text: "Only a host on a Pro, Education or Company plan can invite players without an account, and this game's host has not. Sign in or create a free account to join." },
    "bad-players": { title: "Invalid number of players", text: "Choose a minimum and a maximum number of players within the game's limits, the minimum no higher than the maximum." },
    "nickname-needed": { title: "Nickname needed", text: "Choose a nickname so the other players recognise you, then join the game." },
    "session-full": { title: "Game full", text: "This game has reached its maximum number of players. Ask its creator to open another one." },
    removed: { title: "You were removed from the game", text: "The creator of this game removed you: you can no longer join it." },
    "draft-invalid": { title: "Draft needs fixing", text: "The draft changed since this page was opened and can no longer be tested: reload the page to see what to fix." },
  },
};

export default en;
