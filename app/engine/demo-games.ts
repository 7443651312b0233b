import type { Action } from "./actions";
import type { GameDefinition, GameType } from "./definition";
import { clockmaker, clockmakerWalkthrough } from "./demo-games/clockmaker";
import { lighthouse, lighthouseWalkthrough } from "./demo-games/lighthouse";
import { manor, manorWalkthrough } from "./demo-games/manor";

/**
 * One small, complete sample of each game type, with the actions that win it. Tests play them; the
 * seed will publish them as demo games once their assets exist.
 */
export type DemoGame = { definition: GameDefinition; walkthrough: Action[] };

export const DEMO_GAMES: Record<GameType, DemoGame> = {
  interface: { definition: clockmaker, walkthrough: clockmakerWalkthrough },
  "360": { definition: lighthouse, walkthrough: lighthouseWalkthrough },
  classic: { definition: manor, walkthrough: manorWalkthrough },
};
