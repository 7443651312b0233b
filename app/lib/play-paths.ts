import type { GAME_TYPES } from "../../db/schema/catalogue";

type GameType = (typeof GAME_TYPES)[number];

/** Spec section 2's play routes per game type; private games use the /private… family. */
export function playPath(type: GameType, id: string, visibility: "public" | "private" | "unlisted" = "public"): string {
  const privateGame = visibility === "private";
  const prefix = { classic: privateGame ? "/private" : "/play", interface: privateGame ? "/private2D" : "/play2D", "360": privateGame ? "/private360" : "/play360" }[type];
  return `${prefix}/${encodeURIComponent(id)}`;
}

/**
 * The query that opens the intro's "create a remote session" step at once: where the game page's
 * "Play together" leads, directly or back from logging in.
 */
export const CREATE_SESSION_PARAM = { name: "multi", value: "create" } as const;

export function createSessionPath(type: GameType, id: string, visibility: "public" | "private" | "unlisted" = "public"): string {
  return `${playPath(type, id, visibility)}?${CREATE_SESSION_PARAM.name}=${CREATE_SESSION_PARAM.value}`;
}
