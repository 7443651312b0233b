import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { chapterProgress } from "~/lib/collections/chapters.server";

/**
 * GET /resources/collection-progress/{gameId}: the game's collection and the viewer's progress through it, read by
 * the end screen once a game is over (`null` when the game is a chapter of none). The backend records the result
 * after the end, so the end screen adds the chapter just won itself (`withWon`).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const gameId = params.gameId ?? "";
  const progress = gameId.length > 0 && gameId.length <= 64 ? await chapterProgress(context, gameId) : null;
  return Response.json({ progress }, { headers: { "Cache-Control": "private, no-store" } });
}
