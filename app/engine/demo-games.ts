import type { Action } from "./actions";
import type { GameDefinition, GameType } from "./definition";
import { crypteOubliee, crypteOublieeWalkthrough } from "./demo-games/crypte-oubliee";
import { laboVolta, laboVoltaWalkthrough } from "./demo-games/labo-volta";
import { manoirHorloger, manoirHorlogerWalkthrough } from "./demo-games/manoir-horloger";
import { missionSeminaire, missionSeminaireWalkthrough } from "./demo-games/mission-seminaire";
import { phareEnglouti, phareEngloutiWalkthrough } from "./demo-games/phare-englouti";

/**
 * The seeded demo games (db/seed/games/*.json, what `npm start` shows a new user) with the actions
 * that win each. They hold every answer: import this on the server or in tests only, never in a
 * module the browser loads.
 */
export type DemoGame = { definition: GameDefinition; walkthrough: Action[] };

/** Every seeded game, by its catalogue id (the `games.id` its definition is stored under). */
export const DEMO_GAME_IDS = {
  "manoir-horloger": { definition: manoirHorloger, walkthrough: manoirHorlogerWalkthrough },
  "phare-englouti": { definition: phareEnglouti, walkthrough: phareEngloutiWalkthrough },
  "labo-volta": { definition: laboVolta, walkthrough: laboVoltaWalkthrough },
  "crypte-oubliee": { definition: crypteOubliee, walkthrough: crypteOublieeWalkthrough },
  "mission-seminaire": { definition: missionSeminaire, walkthrough: missionSeminaireWalkthrough },
} satisfies Record<string, DemoGame>;

export type DemoGameId = keyof typeof DEMO_GAME_IDS;

/** One complete game of each type, playable solo: the reference games tests and benchmarks play. */
export const DEMO_GAMES: Record<GameType, DemoGame & { gameId: DemoGameId }> = {
  interface: { gameId: "manoir-horloger", ...DEMO_GAME_IDS["manoir-horloger"] },
  "360": { gameId: "phare-englouti", ...DEMO_GAME_IDS["phare-englouti"] },
  classic: { gameId: "labo-volta", ...DEMO_GAME_IDS["labo-volta"] },
};
