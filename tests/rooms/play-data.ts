import type { Action, AnswerValue, GameDefinition } from "../../app/engine";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { visitorSubject } from "../../app/lib/play/internal";

/**
 * What the play tests find in the backend's D1, and what they know about the game they play: a
 * creator, a player with an account, the Interface demo game published twice (as is, with a
 * wrong-answer penalty set; and a variant whose time runs out in two seconds), and the play sessions
 * the backend opened for the tests (one D1 call for all, before the servers start); and for multiplayer,
 * a public and a private game of each type with sessions written as the backend writes them (the id is
 * the nine-digit game code, the row's user the session's creator). Everything specific
 * to the game is read from its definition and walkthrough, so a rewritten demo game needs no edit
 * here. Plain data: the global setup and the worker tests import it too.
 */

export const CREATOR_ID = "u_rooms_creator";
export const PLAYER_ID = "u_rooms_player";
export const FRIEND_ID = "u_rooms_friend";
/** The user names getCodePlay and the player list show. */
export const USER_NAMES = { [CREATOR_ID]: "RoomsCreator", [PLAYER_ID]: "RoomsPlayer", [FRIEND_ID]: "RoomsFriend" } as const;

const demo = DEMO_GAMES.interface;
// Set whatever the demo's own, so the penalty always has something to show.
export const PENALTY_SECONDS = 30;
const penalised: GameDefinition = { ...demo.definition, rules: { ...demo.definition.rules, penaltySeconds: PENALTY_SECONDS } };
const timed: GameDefinition = { ...penalised, rules: { ...penalised.rules, timeLimitSeconds: 2 } };

export const PLAY_GAMES = {
  main: { id: "rooms-main", definition: penalised, walkthrough: demo.walkthrough },
  timed: { id: "rooms-timed", definition: timed, walkthrough: demo.walkthrough },
} as const;

/** Where the walkthrough first types an answer: the steps before it lead to a puzzle that can be answered. */
export function firstAnswer(walkthrough: readonly Action[]): { index: number; action: Extract<Action, { type: "answer" }> } {
  const index = walkthrough.findIndex((action) => action.type === "answer");
  if (index < 0) throw new Error("the walkthrough never answers a puzzle");
  return { index, action: walkthrough[index] as Extract<Action, { type: "answer" }> };
}

/** A value of the right shape that no puzzle takes: a guess that counts as wrong, never as malformed. */
export function wrongValue(definition: GameDefinition, puzzleId: string, attempt: number): AnswerValue {
  const puzzle = definition.puzzles.find((p) => p.id === puzzleId);
  return puzzle?.kind === "login" ? { login: "nobody", password: `wrong-${attempt}` } : `wrong-${attempt}`;
}

/**
 * The answers a player must find, minus any that the game itself spells out somewhere a player can
 * read (a clue in a message, a hint, a scene): those may rightly reach the browser once revealed.
 */
export function secretsOf(definition: GameDefinition): string[] {
  const answers = definition.puzzles.flatMap((puzzle) => {
    switch (puzzle.kind) {
      case "code":
      case "upload":
      case "dial":
        return [puzzle.code];
      case "directional":
      case "colours":
      case "shapes":
        return [puzzle.sequence.join(" ")];
      case "pattern":
        return [puzzle.dots.join(" ")];
      case "text":
        return puzzle.answers;
      case "login":
        return [puzzle.login, puzzle.password];
      case "use":
        return [];
    }
  });
  const readable = JSON.stringify({ ...definition, puzzles: [] }).toLowerCase();
  return answers.map((answer) => answer.toLowerCase()).filter((answer) => !readable.includes(answer));
}

export const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

type SessionSpec = { game: keyof typeof PLAY_GAMES; userId?: string; visitorId?: string };

/** Every session the room tests play, each used by one test; the room id is the session id. */
export const SESSIONS = {
  ping: { game: "main", userId: PLAYER_ID },
  garbage: { game: "main", userId: PLAYER_ID },
  view: { game: "main", visitorId: "viewer1" },
  win: { game: "main", userId: PLAYER_ID },
  resume: { game: "main", visitorId: "resumer1" },
  mine: { game: "main", visitorId: "owner1" },
  invalid: { game: "main", visitorId: "tester1" },
  down: { game: "main", visitorId: "unlucky1" },
  guesser: { game: "main", visitorId: "guesser1" },
  continues: { game: "timed", visitorId: "continues1" },
  stops: { game: "timed", visitorId: "stops1" },
  talker: { game: "main", visitorId: "talker1" },
} satisfies Record<string, SessionSpec>;

export type SessionName = keyof typeof SESSIONS;
export const sessionId = (name: SessionName) => `test-session-${name}`;
/** The ticket subject of a session's owner. */
export const ownerOf = (name: SessionName) => {
  const spec: SessionSpec = SESSIONS[name];
  return spec.userId ?? visitorSubject(spec.visitorId!);
};

// ---- multiplayer ------------------------------------------------------------------------------

type GameType = GameDefinition["meta"]["type"];
type MultiGameSpec = { type: GameType; visibility: "public" | "private" };

/**
 * Games published for multiplayer, one public and one private of each type (getCodePlay answers
 * differently for each), all by CREATOR_ID. `team` is the one the multiplayer tests play; it is apart
 * from PLAY_GAMES so that its sessions ending do not touch the solo tests' counters.
 */
export const MULTI_GAMES = {
  team: { type: "interface", visibility: "public" },
  interfacePrivate: { type: "interface", visibility: "private" },
  classic: { type: "classic", visibility: "public" },
  classicPrivate: { type: "classic", visibility: "private" },
  pano: { type: "360", visibility: "public" },
  panoPrivate: { type: "360", visibility: "private" },
} satisfies Record<string, MultiGameSpec>;
export type MultiGameName = keyof typeof MULTI_GAMES;
export const multiGameId = (name: MultiGameName) => `rooms-multi-${name}`;
export const multiGameOf = (name: MultiGameName) => DEMO_GAMES[MULTI_GAMES[name].type];

type MultiSessionSpec = { game: MultiGameName; creator: string; minPlayers: number; maxPlayers: number; guests: boolean };
const team = (minPlayers: number, maxPlayers: number, creator: string = PLAYER_ID): MultiSessionSpec => ({ game: "team", creator, minPlayers, maxPlayers, guests: true });
const lookup = (game: MultiGameName): MultiSessionSpec => ({ game, creator: PLAYER_ID, minPlayers: 1, maxPlayers: 4, guests: false });

/**
 * Multiplayer sessions as the backend writes them (the session id is the nine-digit game code, the
 * row's user is the session's creator), each used by one test.
 */
export const MULTI_SESSIONS = {
  four: team(2, 4),
  full: team(1, 2),
  kick: team(1, 4),
  drop: team(1, 4),
  refusals: team(1, 4),
  talk: team(1, 4),
  limits: team(1, 4),
  ended: team(1, 4),
  restart: team(2, 4),
  codeInterface: lookup("team"),
  codeInterfacePrivate: lookup("interfacePrivate"),
  codeClassic: lookup("classic"),
  codeClassicPrivate: lookup("classicPrivate"),
  codePano: lookup("pano"),
  codePanoPrivate: lookup("panoPrivate"),
  guarded: lookup("team"),
  absentCreator: team(1, 4),
} satisfies Record<string, MultiSessionSpec>;
export type MultiSessionName = keyof typeof MULTI_SESSIONS;

/** A session's game code: nine digits, the first never 0, as the backend draws them. */
export const codeOf = (name: MultiSessionName) => String(731_500_100 + Object.keys(MULTI_SESSIONS).indexOf(name));

/** Participants the backend's join endpoint would have listed for the restart test's session. */
export const RESTART_PLAYERS = [
  { subject: PLAYER_ID, userId: PLAYER_ID, name: USER_NAMES[PLAYER_ID], kind: "creator" },
  { subject: visitorSubject("restarted2"), userId: null, name: "Invitée", kind: "guest" },
] as const;

export function fixturesSql(): string {
  const statements = [
    `INSERT INTO users (id, username, email, grade, account_type, usage_context, file_uid) VALUES (${text(CREATOR_ID)}, 'RoomsCreator', 'creator@rooms.test', 3, 'creator', 'personal', 'f_rooms_creator');`,
    // On a Pro plan: the team sessions they host invite players without an account (ADR 012).
    `INSERT INTO users (id, username, email, grade, account_type, usage_context, file_uid) VALUES (${text(PLAYER_ID)}, 'RoomsPlayer', 'player@rooms.test', 3, 'player', 'personal', 'f_rooms_player');`,
    `INSERT INTO users (id, username, email, grade, account_type, usage_context, file_uid) VALUES (${text(FRIEND_ID)}, 'RoomsFriend', 'friend@rooms.test', 1, 'player', 'personal', 'f_rooms_friend');`,
  ];
  for (const game of Object.values(PLAY_GAMES)) {
    const { meta } = game.definition;
    statements.push(
      `INSERT INTO games (id, creator_id, type, title, theme, difficulty) VALUES (${[game.id, CREATOR_ID, meta.type, meta.title, meta.theme, meta.difficulty].map(text).join(", ")});`,
      `INSERT INTO game_versions (game_id, version, definition) VALUES (${text(game.id)}, 1, ${text(JSON.stringify(game.definition))});`,
    );
  }
  for (const [name, spec] of Object.entries(SESSIONS) as [SessionName, SessionSpec][]) {
    const owner = spec.userId ? `${text(spec.userId)}, NULL` : `NULL, ${text(spec.visitorId!)}`;
    statements.push(`INSERT INTO play_sessions (id, game_id, mode, user_id, visitor_id) VALUES (${text(sessionId(name))}, ${text(PLAY_GAMES[spec.game].id)}, 'solo', ${owner});`);
  }
  for (const [name, spec] of Object.entries(MULTI_GAMES) as [MultiGameName, MultiGameSpec][]) {
    const { definition } = multiGameOf(name);
    const { meta } = definition;
    statements.push(
      `INSERT INTO games (id, creator_id, type, title, theme, difficulty, visibility, multi, min_players, max_players) VALUES (${[multiGameId(name), CREATOR_ID, meta.type, meta.title, meta.theme, meta.difficulty, spec.visibility].map(text).join(", ")}, 1, 1, 6);`,
      `INSERT INTO game_versions (game_id, version, definition) VALUES (${text(multiGameId(name))}, 1, ${text(JSON.stringify(definition))});`,
    );
  }
  for (const [name, spec] of Object.entries(MULTI_SESSIONS) as [MultiSessionName, MultiSessionSpec][]) {
    statements.push(
      `INSERT INTO play_sessions (id, game_id, mode, user_id, min_players, max_players, guests) VALUES (${text(codeOf(name))}, ${text(multiGameId(spec.game))}, 'multi', ${text(spec.creator)}, ${spec.minPlayers}, ${spec.maxPlayers}, ${spec.guests ? 1 : 0});`,
    );
  }
  for (const player of RESTART_PLAYERS) {
    statements.push(
      `INSERT INTO play_participants (session_id, subject, user_id, name, kind) VALUES (${text(codeOf("restart"))}, ${text(player.subject)}, ${player.userId ? text(player.userId) : "NULL"}, ${text(player.name)}, ${text(player.kind)});`,
    );
  }
  return statements.join("\n");
}
