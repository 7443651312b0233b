import definition from "../../../db/seed/games/mission-seminaire.json" with { type: "json" };
import type { Action } from "../actions";
import type { GameDefinition } from "../definition";

/**
 * Classic team-building demo, "Mission séminaire": multiplayer only, forty minutes on the clock to
 * open the director's safe. Its clues are spread over several documents so a team can split them.
 */
export const missionSeminaire = definition as GameDefinition;

export const missionSeminaireWalkthrough: Action[] = [
  { type: "start" },
  { type: "pickObject", objectId: "telecommande" },
  { type: "pickObject", objectId: "enveloppe" },
  { type: "inspect", objectId: "enveloppe" },
  { type: "clickTarget", targetId: "machine-cafe" },
  { type: "answer", puzzleId: "digicode", value: "7385" },
  { type: "enterRoom", roomId: "salle" },
  { type: "pickObject", objectId: "piles" },
  { type: "combine", objectIds: ["telecommande", "piles"] },
  { type: "useObject", objectId: "telecommande-prete", targetId: "projecteur" },
  { type: "answer", puzzleId: "ordinateur-claire", value: { login: "CGarnier", password: "soudes2026" } },
];
