import { data, redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { stripSolutions, type GameDefinition } from "~/engine";
import { pageTexts } from "../page.server";
import { currentUser, type CurrentUser } from "../session.server";
import {
  ACCESS_STATUS,
  checkAccess,
  denied,
  findGame,
  pathForType,
  playRouteOf,
  PRO_GRADE,
  withDefinition,
  type AccessDenied,
  type PlayableGame,
  type PlayRoute,
} from "./access.server";
import { brandOfProject } from "../brand/brand.server";
import type { BrandView } from "../brand/company";
import { shareOrigin } from "../domains/share-origin.server";
import { withEventRules } from "../events/event-rules.server";
import { sessionEventOf, teamOfSession, type TeamSession } from "../events/teams.server";
import { assetsOf } from "./definitions.server";
import { savedGameOf } from "./saved-games.server";
import { guestsWelcome } from "./guests.server";
import { checkJoin, joinableSession, keyNeeded, participantOf, subjectOf } from "./multi-access.server";
import type { AccessError, MultiPageData, PlayGameInfo, PlayPageData } from "./types";

/**
 * The loader of every play route (/play, /private, /play2D, /private2D, /play360, /private360 and
 * /demoprivate2D, with {session} and /join). An access refusal is a page too: it answers with the
 * refusal's status and the error, so the page explains it in the player's language.
 */

// A multiplayer session number (spec section 7's game code); the session decides whether it is one.
const SessionParamSchema = v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/)));

/** The texts a play page needs. */
export const PLAY_NAMESPACES = ["access", "play", "collections", "locks", "saved-game"];

export async function playPageLoader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { pathname } = url;
  const route = playRouteOf(pathname);
  const session = v.safeParse(SessionParamSchema, params.session);
  const gameId = params.id ?? "";
  if (!route || !session.success || !gameId) return refused(context, "not-found", gameId || null);

  const user = await currentUser(context);
  const game = await findGame(context.db, gameId);
  if (!game) return refused(context, "not-found", gameId);
  const moved = await rightTypePath(url, route, game, user);
  if (moved) throw redirect(moved, 302);
  const code = session.output;
  // A white-label game's pages, refusals included, are in its company's brand (ADR 041).
  const brand = await brandOfProject(context.db, game.projectId);
  const checked = code === undefined ? await checkGamePage(game, route, user) : await checkSessionPage(context, game, route, user, code);
  if (!checked.ok) return refused(context, checked.error, gameId, brand);
  const opened = await withDefinition(context.db, game);
  if (!opened.ok) return refused(context, opened.error, gameId, brand);

  // A team of a live event sees the game under the event's rules, as its room runs it (ADR 054).
  const definition = checked.team ? withEventRules(opened.definition, checked.team.event) : opened.definition;
  const play: PlayPageData = {
    kind: "game",
    game: gameInfo(game, definition),
    view: stripSolutions(definition),
    assets: assetsOf(definition),
    routeKind: route.kind,
    session: code ?? null,
    joining: code !== undefined && pathname.replace(/\/+$/, "").endsWith("/join"),
    loggedIn: user !== null,
    multi: {
      // The demonstration route plays solo only; every other route can host a session.
      canCreate: game.multi && route.kind !== "demo",
      account: !user ? "login" : user.grade === 0 ? "verify" : "ok",
      canInviteGuests: (user?.grade ?? 0) >= PRO_GRADE,
      session: checked.session,
    },
    // The demonstration route stays out of the account's saved games, as it stays out of the stats.
    saved: user && code === undefined && route.kind !== "demo" && game.solo ? await savedGameOf(context.db, user.id, game.id) : null,
  };
  const title = route.kind === "public" ? "pages.play.title" : "pages.play.privateTitle";
  // A white-label game's session links lead to its company's own host when it has one (ADR 044).
  const share = brand && game.multi ? await shareOrigin(context, game.projectId, url) : null;
  return data({ ...pageTexts(context, PLAY_NAMESPACES, { title, params: { title: game.title } }), play, brand, shareOrigin: share }, { status: 200 });
}

/**
 * A link to the wrong type's route (/play/x for an Interface game) is a mistake anyone can make with a
 * typed or shared address: it leads to the right route rather than "not found". Only where that route
 * would know the game: a private game stays unknown on the public routes, a removed one everywhere.
 */
async function rightTypePath(url: URL, route: PlayRoute, game: PlayableGame, user: CurrentUser | null): Promise<string | null> {
  if (game.type === route.type) return null;
  const target = pathForType(url, game.type);
  if (!target) return null;
  const there = await checkAccess(game, { route: { ...route, type: game.type }, mode: "solo", loggedIn: user !== null });
  return there.ok || there.error !== "not-found" ? target : null;
}

type PageCheck = AccessDenied | { ok: true; session: MultiPageData["session"]; team?: TeamSession | null };

/**
 * The bare game page. A game played only by several opens there too: that is where its sessions are
 * created (the session endpoint refuses it solo).
 */
async function checkGamePage(game: PlayableGame, route: PlayRoute, user: CurrentUser | null): Promise<PageCheck> {
  const mode = !game.solo && game.multi && route.kind !== "demo" ? "multi" : "solo";
  const decision = await checkAccess(game, { route, mode, loggedIn: user !== null });
  return decision.ok ? { ok: true, session: null } : decision;
}

/**
 * A session's page (/{prefix}/{id}/{code} and its /join): the game first, so a game that cannot be
 * found is not reported as an expired session; then the session, under the same join rules as the
 * session endpoint.
 */
async function checkSessionPage(context: AppLoadContext, game: PlayableGame, route: PlayRoute, user: CurrentUser | null, code: string): Promise<PageCheck> {
  const base = await checkAccess(game, { route, mode: "multi", loggedIn: true });
  if (!base.ok) return base;
  const row = await joinableSession(context.db, code);
  if (!row || row.gameId !== game.id) return denied("session-expired");
  const participant = await participantOf(context.db, row.id, subjectOf(user?.id ?? null, context.visitorId));
  // A team of a live event is joined through the event only (ADR 054); its host steers it from the event.
  const team = await teamOfSession(context.db, row.id);
  if (team && !participant) return denied("session-expired");
  const guests = await guestsWelcome(context.db, row);
  const decision = await checkJoin(game, { guests }, route, { loggedIn: user !== null, joined: participant !== null });
  if (!decision.ok) return decision;
  const youAreCreator = !team && user !== null && user.id === row.userId;
  const joined = participant !== null || youAreCreator;
  return {
    ok: true,
    team,
    session: {
      code: row.id,
      minPlayers: row.minPlayers,
      maxPlayers: row.maxPlayers,
      guests,
      youAreCreator,
      joined,
      needsNickname: user === null && !joined,
      needsKey: keyNeeded(game, { guests }, joined),
      ...(team ? { event: sessionEventOf(team) } : {}),
    },
  };
}

function refused(context: AppLoadContext, error: AccessError, gameId: string | null, brand: BrandView | null = null) {
  const play: PlayPageData = { kind: "error", error, status: ACCESS_STATUS[error], gameId };
  return data({ ...pageTexts(context, PLAY_NAMESPACES, { title: `access.errors.${error}.title` }), play, brand }, { status: play.status });
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
