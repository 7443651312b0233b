import { data, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { stripSolutions, type GameDefinition } from "~/engine";
import { namespaceNames } from "~/i18n/catalog.server";
import { pageTexts } from "../page.server";
import { currentUser } from "../session.server";
import { ACCESS_STATUS, openGame, playRouteOf, type PlayableGame } from "./access.server";
import { assetsOf } from "./definitions.server";
import type { AccessError, PlayGameInfo, PlayPageData } from "./types";

/**
 * The loader of every play route (/play, /private, /play2D, /private2D, /play360, /private360 and
 * /demoprivate2D, with {session} and /join). An access refusal is a page too: it answers with the
 * refusal's status and the error, so the page explains it in the player's language.
 */

// A multiplayer session number (spec section 7's game code).
const SessionParamSchema = v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/)));

/** The texts a play page needs; a namespace another part has not shipped yet is simply left out. */
export function playNamespaces(wanted: string[] = ["access", "play"]): string[] {
  const known = new Set(namespaceNames());
  return wanted.filter((name) => known.has(name));
}

export async function playPageLoader({ request, params, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const route = playRouteOf(pathname);
  const session = v.safeParse(SessionParamSchema, params.session);
  const gameId = params.id ?? "";
  if (!route || !session.success || !gameId) return refused(context, "not-found", gameId || null);

  const user = await currentUser(context);
  const opened = await openGame(context.db, gameId, {
    route,
    // {session} in the path is a multiplayer session (issue 5); a bare game path plays solo.
    mode: session.output ? "multi" : "solo",
    loggedIn: user !== null,
  });
  if (!opened.ok) return refused(context, opened.error, gameId);

  const { game, definition } = opened;
  const play: PlayPageData = {
    kind: "game",
    game: gameInfo(game, definition),
    view: stripSolutions(definition),
    assets: assetsOf(definition),
    routeKind: route.kind,
    session: session.output ?? null,
    joining: session.output !== undefined && pathname.replace(/\/+$/, "").endsWith("/join"),
    loggedIn: user !== null,
  };
  const title = route.kind === "public" ? "pages.play.title" : "pages.play.privateTitle";
  return data({ ...pageTexts(context, playNamespaces(), { title, params: { title: game.title } }), play }, { status: 200 });
}

function refused(context: AppLoadContext, error: AccessError, gameId: string | null) {
  const play: PlayPageData = { kind: "error", error, status: ACCESS_STATUS[error], gameId };
  return data({ ...pageTexts(context, playNamespaces(), { title: `access.errors.${error}.title` }), play }, { status: play.status });
}

/**
 * The catalogue row names the game and carries the access rules; the figures of play come from the
 * definition the room runs, so the intro announces the hint wait the engine will actually apply.
 */
function gameInfo(game: PlayableGame, definition: GameDefinition): PlayGameInfo {
  const { meta } = definition;
  return {
    id: game.id,
    title: game.title,
    summary: game.summary,
    type: game.type,
    coverPath: game.coverPath,
    minPlayers: meta.minPlayers,
    maxPlayers: meta.maxPlayers,
    playMinutes: meta.playMinutes,
    hintRechargeSeconds: meta.hintRechargeSeconds,
    recommendedAge: meta.recommendedAge,
    creatorName: game.creatorName,
    access: game.access,
    solo: game.solo,
    multi: game.multi,
  };
}
