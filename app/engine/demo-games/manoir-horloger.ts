import definition from "../../../db/seed/games/manoir-horloger.json" with { type: "json" };
import type { Action } from "../actions";
import type { GameDefinition } from "../definition";

/**
 * Interface demo, "Le manoir de l'horloger": the workshop, the automata's parlour and a secret
 * study. The definition is the seeded JSON (the seed runs on bare Node and cannot read TypeScript);
 * the walkthrough is the shortest sensible win and also earns the hidden achievement.
 */
export const manoirHorloger = definition as GameDefinition;

export const manoirHorlogerWalkthrough: Action[] = [
  { type: "start" },
  { type: "clickTarget", targetId: "tiroir" },
  { type: "pickObject", objectId: "petit-engrenage" },
  { type: "clickTarget", targetId: "lampe" },
  { type: "inspect", objectId: "billet" },
  { type: "clickTarget", targetId: "passage-fond" },
  { type: "pickObject", objectId: "grand-engrenage" },
  { type: "combine", objectIds: ["petit-engrenage", "grand-engrenage"] },
  { type: "clickTarget", targetId: "retour-etabli" },
  { type: "useObject", objectId: "rouages", targetId: "pendule" },
  { type: "clickTarget", targetId: "passage-fond" },
  { type: "answer", puzzleId: "code-coffre", value: "7391" },
  { type: "useObject", objectId: "cle-laiton", targetId: "porte-salon" },
  { type: "clickTarget", targetId: "portrait" },
  { type: "clickTarget", targetId: "cage" },
  { type: "clickTarget", targetId: "automate" },
  { type: "clickTarget", targetId: "livre-rouge" },
  { type: "answer", puzzleId: "serrure-lettres", value: { login: "Horace", password: "echappement" } },
];
