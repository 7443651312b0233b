import definition from "../../../db/seed/games/phare-englouti.json" with { type: "json" };
import type { Action } from "../actions";
import type { GameDefinition } from "../definition";

/**
 * 360 demo, "Le phare englouti": three panoramas of a flooded lighthouse, 25 minutes on the clock
 * and a way to lose (stepping out onto the gallery in the storm). The walkthrough also fishes out
 * the bottle of the hidden achievement.
 */
export const phareEnglouti = definition as GameDefinition;

export const phareEngloutiWalkthrough: Action[] = [
  { type: "start" },
  { type: "pickObject", objectId: "bidon-huile" },
  { type: "clickTarget", targetId: "couchette" },
  { type: "inspect", objectId: "carnet" },
  { type: "clickTarget", targetId: "tableau" },
  { type: "answer", puzzleId: "cadenas-coffre", value: "324" },
  { type: "pickObject", objectId: "bouteille" },
  { type: "inspect", objectId: "bouteille" },
  { type: "useObject", objectId: "cle-reserve", targetId: "porte-reserve" },
  { type: "pickObject", objectId: "meche" },
  { type: "combine", objectIds: ["meche", "bidon-huile"] },
  { type: "clickTarget", targetId: "manuel" },
  { type: "answer", puzzleId: "radio-login", value: { login: "Vigie", password: "polaire" } },
  { type: "pickObject", objectId: "manivelle" },
  { type: "clickTarget", targetId: "retour-logis" },
  { type: "useObject", objectId: "manivelle", targetId: "escalier" },
  { type: "clickTarget", targetId: "escalier" },
  { type: "useObject", objectId: "lampe-garnie", targetId: "bruleur" },
];
