import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { translate } from "~/i18n/catalog.server";
import { sameOrigin } from "~/lib/json-request.server";
import { abandonSavedGame, savedGameOf } from "~/lib/play/saved-games.server";
import { currentUser } from "~/lib/session.server";

/**
 * /resources/saved-game (SAVED_GAME_ENDPOINT): the logged-in player's own saved game of a game.
 *   GET  ?gameId=…                         -> { saved: SavedGameView } | 404
 *   POST intent=abandon&gameId=… (a form)  -> { ok: true } | 404
 * Only the owner reaches a saved game: it is looked up by the logged-in account, so another account
 * (or a visitor) finds none and gets 404, the same answer as for a game never played.
 */

const GameIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const AbandonSchema = v.object({ intent: v.literal("abandon"), gameId: GameIdSchema });

const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const gameId = v.safeParse(GameIdSchema, new URL(request.url).searchParams.get("gameId"));
  const user = await currentUser(context);
  const saved = user && gameId.success ? await savedGameOf(context.db, user.id, gameId.output) : null;
  if (!saved) return Response.json({ error: "not_found" }, { status: 404, headers: noStore });
  return Response.json({ saved }, { headers: noStore });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ error: "method_not_allowed" }, { status: 405, headers: { Allow: "GET, POST", ...noStore } });
  if (!sameOrigin(request)) return Response.json({ error: "cross_site" }, { status: 403, headers: noStore });
  let fields: Record<string, unknown> = {};
  try {
    fields = Object.fromEntries(await request.formData());
  } catch {
    // not a form: refused below
  }
  const input = v.safeParse(AbandonSchema, fields);
  if (!input.success) return Response.json({ error: "invalid_request" }, { status: 400, headers: noStore });
  const user = await currentUser(context);
  if (!user || !(await abandonSavedGame(context.db, user.id, input.output.gameId))) {
    return Response.json({ error: "not_found", message: translate(context.locale, "saved-game.gone") }, { status: 404, headers: noStore });
  }
  return Response.json({ ok: true }, { headers: noStore });
}
