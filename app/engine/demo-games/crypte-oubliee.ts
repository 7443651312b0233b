import definition from "../../../db/seed/games/crypte-oubliee.json" with { type: "json" };
import type { Action } from "../actions";
import type { GameDefinition } from "../definition";

/**
 * Interface demo for seasoned players, "La crypte oubliée": a ruined chapel, a dark stairway and a
 * crypt. Solo only; opening the wrong sarcophagus twice loses the game.
 */
export const crypteOubliee = definition as GameDefinition;

export const crypteOublieeWalkthrough: Action[] = [
  { type: "start" },
  { type: "pickObject", objectId: "bougie" },
  { type: "clickTarget", targetId: "tronc" },
  { type: "combine", objectIds: ["bougie", "allumettes"] },
  { type: "clickTarget", targetId: "vitrail" },
  { type: "answer", puzzleId: "code-dalle", value: "4279" },
  { type: "clickTarget", targetId: "sac" },
  { type: "inspect", objectId: "carnet-terrain" },
  { type: "useObject", objectId: "bougie-allumee", targetId: "tenebres" },
  { type: "clickTarget", targetId: "niche-crane" },
  { type: "clickTarget", targetId: "sarcophage-milieu" },
  { type: "answer", puzzleId: "session-portable", value: { login: "MLenoir", password: "anselme" } },
  { type: "clickTarget", targetId: "pierre-croix" },
];
