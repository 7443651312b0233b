import type { AppLoadContext } from "@remix-run/cloudflare";
import { asc, eq } from "drizzle-orm";
import * as v from "valibot";
import { games, liveEventTeams } from "../../../db/schema";
import type { GameType } from "~/engine";
import { translate } from "~/i18n/catalog.server";
import { qrMatrix, qrSvg, svgDataUrl } from "../qrcode";
import { loadDefinition } from "../play/definitions.server";
import { ticketName } from "../play/session-grant.server";
import { avatarUrl, currentUser } from "../session.server";
import { signTicket, ticketTtlMs, type TicketInput } from "../tickets";
import { EventIdSchema, hostOwnEvent } from "./host-access.server";
import { eventById } from "./teams.server";

/**
 * What the host's screen and projector of a live event are drawn from (ADR 054), and the tickets to
 * the event's room. Only the event's host gets either: anyone else sees a 404, as if it did not exist.
 */

export type HostEvent = {
  id: string;
  code: string;
  title: string;
  status: "open" | "ended";
  teams: { team: number; name: string }[];
  game: { id: string; title: string; type: GameType };
  // Names for what the team rooms report by id; never a puzzle's answer.
  rooms: Record<string, string>;
  scenes: Record<string, string>;
  puzzles: number;
  // Where players join: the address to show, and a QR code of the event's own join page.
  join: { site: string; url: string; qr: string | null };
};

export async function hostScreenData(context: AppLoadContext, request: Request, eventId: string | undefined): Promise<HostEvent> {
  const event = await hostOwnEvent(context, request, eventId);
  const [[game], teams, definition] = await Promise.all([
    context.db.select({ title: games.title, type: games.type }).from(games).where(eq(games.id, event.gameId)).limit(1),
    context.db
      .select({ team: liveEventTeams.team, name: liveEventTeams.name })
      .from(liveEventTeams)
      .where(eq(liveEventTeams.eventId, event.id))
      .orderBy(asc(liveEventTeams.team)),
    loadDefinition(context.db, event.gameId, event.gameVersion),
  ]);
  return {
    id: event.id,
    code: event.code,
    title: event.title,
    status: event.status,
    teams,
    game: { id: event.gameId, title: game?.title ?? "", type: game?.type ?? "classic" },
    rooms: Object.fromEntries((definition?.rooms ?? []).map((room) => [room.id, room.name])),
    scenes: Object.fromEntries((definition?.scenes ?? []).map((scene) => [scene.id, scene.name])),
    puzzles: definition?.puzzles.length ?? 0,
    join: joinOf(request, event.code),
  };
}

function joinOf(request: Request, code: string): HostEvent["join"] {
  const origin = new URL(request.url).origin;
  const url = `${origin}/event/${code}`;
  const matrix = qrMatrix({ text: url, size: 512, ecc: "M", color: "#1e1b4b" });
  return { site: new URL(origin).host, url, qr: matrix ? svgDataUrl(qrSvg(matrix, { size: 512, color: "#1e1b4b" })) : null };
}

// ---- tickets --------------------------------------------------------------------------------

export const EventTicketRequestSchema = v.object({ eventId: EventIdSchema, access: v.picklist(["edit", "view"]) });
export type EventTicketGrant = { host: string; party: "event"; room: string; ticket: string; expiresAt: number };
export type EventTicketAnswer = { status: number; body: EventTicketGrant | { error: string; message: string } };

function refusal(context: Pick<AppLoadContext, "locale">, status: number, error: "sign-in" | "not-found" | "unavailable"): EventTicketAnswer {
  return { status, body: { error, message: translate(context.locale, `event-host.ticket.${error}`) } };
}

/** A ticket to the event's room for its host: `edit` steers (the host screen), `view` only watches (the projector). */
export async function answerEventTicket(context: AppLoadContext, input: v.InferOutput<typeof EventTicketRequestSchema>): Promise<EventTicketAnswer> {
  const user = await currentUser(context);
  if (!user) return refusal(context, 401, "sign-in");
  const event = await eventById(context.db, input.eventId);
  if (!event || event.hostId !== user.id) return refusal(context, 404, "not-found");
  const secret = context.env.TICKET_SECRET;
  const host = context.env.GAME_SOCKET_HOST;
  if (!secret || !host) return refusal(context, 503, "unavailable");
  const iat = Date.now();
  const expiresAt = iat + ticketTtlMs;
  const claims: TicketInput = { party: "event", room: event.code, sub: user.id, name: ticketName(user.username), role: "user", access: input.access, iat, exp: expiresAt };
  const img = avatarUrl(user);
  if (img.length <= 300) claims.img = img;
  return { status: 200, body: { host, party: "event", room: event.code, ticket: await signTicket(secret, claims), expiresAt } };
}
