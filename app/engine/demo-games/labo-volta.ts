import definition from "../../../db/seed/games/labo-volta.json" with { type: "json" };
import type { Action } from "../actions";
import type { GameDefinition } from "../definition";

/**
 * Classic demo, "Le laboratoire du professeur Volta": a science escape game for 11 to 14 year olds
 * (circuits, changes of state, morse, a lemon battery). Has every puzzle kind: a code, a text answer
 * with accents, a login, an upload code and an object use.
 */
export const laboVolta = definition as GameDefinition;

export const laboVoltaWalkthrough: Action[] = [
  { type: "start" },
  { type: "pickObject", objectId: "carnet" },
  { type: "inspect", objectId: "carnet" },
  { type: "pickObject", objectId: "citron" },
  { type: "clickTarget", targetId: "tableau-noir" },
  { type: "answer", puzzleId: "cadenas-reserve", value: "13 67" },
  { type: "enterRoom", roomId: "reserve" },
  { type: "answer", puzzleId: "armoire-etat", value: " Liquefaction" },
  { type: "combine", objectIds: ["citron", "electrodes"] },
  { type: "useObject", objectId: "pile-citron", targetId: "serrure-bureau" },
  { type: "answer", puzzleId: "ordinateur", value: { login: "AVolta", password: "anode" } },
  { type: "answer", puzzleId: "rapport", value: "h2o-100" },
];
