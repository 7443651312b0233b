import type * as Party from "partykit/server";
import * as v from "valibot";
import { verifyTicket, type TicketClaims, type TicketParty } from "../app/lib/tickets";
import { PlayerSchema, type Player } from "./protocol";

/**
 * The ticket gate shared by every party. It runs at the edge (static onBeforeConnect), so the
 * verified identity reaches the room as request headers that only this gate may set.
 */

const playerHeaders = { id: "x-player-id", name: "x-player-name", role: "x-player-role", img: "x-player-img", access: "x-player-access", issued: "x-player-issued" } as const;

export type AdmissionRules = { allowGuests: boolean };

/**
 * The party a request is routed to, as PartyKit routes it. The `main` party runs the same class
 * as `game` under another name, so a room id alone does not say which party was asked for.
 */
export function partyOfPath(pathname: string): string | null {
  if (pathname.startsWith("/party/")) return "main";
  const match = /^\/parties\/([^/]+)\//.exec(pathname);
  return match ? match[1] : null;
}

export function refuse(status: number, error: string): Response {
  return Response.json({ error }, { status });
}

function claimsFit(
  claims: TicketClaims | null,
  party: TicketParty,
  lobby: Party.Lobby,
  url: URL,
  rules: AdmissionRules,
): claims is TicketClaims {
  return (
    claims !== null &&
    claims.party === party &&
    claims.room === lobby.id &&
    partyOfPath(url.pathname) === party &&
    (rules.allowGuests || claims.role !== "guest")
  );
}

export async function admit(
  req: Party.Request,
  lobby: Party.Lobby,
  party: TicketParty,
  rules: AdmissionRules = { allowGuests: true },
): Promise<Party.Request | Response> {
  const url = new URL(req.url);
  const secret = lobby.env.TICKET_SECRET;
  const token = url.searchParams.get("ticket") ?? "";
  const claims = typeof secret === "string" ? await verifyTicket(secret, token) : null;
  if (!claimsFit(claims, party, lobby, url, rules)) return refuse(401, "invalid_ticket");

  // set() overwrites any x-player-* header a client sent itself.
  const headers = new Headers();
  req.headers.forEach((value, name) => headers.set(name, value));
  headers.set(playerHeaders.id, encodeURIComponent(claims.sub));
  headers.set(playerHeaders.name, encodeURIComponent(claims.name));
  headers.set(playerHeaders.role, claims.role);
  if (claims.img) headers.set(playerHeaders.img, encodeURIComponent(claims.img));
  else headers.delete(playerHeaders.img);
  // A project ticket without `access` only lets its bearer look.
  headers.set(playerHeaders.access, claims.access ?? "view");
  headers.set(playerHeaders.issued, String(claims.iat));
  // The room keeps the connection URL (for hibernation); a spent ticket has no business there.
  url.searchParams.delete("ticket");
  const forwarded = new Request(url.toString(), { method: req.method, headers });
  // Same runtime class; partykit just types it with its own copy of @cloudflare/workers-types.
  return forwarded as unknown as Party.Request;
}

/** What a project ticket allows and when it was issued (a role change refuses tickets issued before it). */
export function readTicketGrant(request: { headers: { get(name: string): string | null } }): { access: "edit" | "view"; issuedAt: number } {
  const issuedAt = Number(request.headers.get(playerHeaders.issued));
  return {
    access: request.headers.get(playerHeaders.access) === "edit" ? "edit" : "view",
    issuedAt: Number.isSafeInteger(issuedAt) ? issuedAt : 0,
  };
}

/** The identity admit() put on the request, or null when the request did not come through it. */
export function readPlayer(request: {
  headers: { get(name: string): string | null };
}): Player | null {
  try {
    const id = request.headers.get(playerHeaders.id);
    const name = request.headers.get(playerHeaders.name);
    const img = request.headers.get(playerHeaders.img);
    const parsed = v.safeParse(PlayerSchema, {
      id: id === null ? null : decodeURIComponent(id),
      name: name === null ? null : decodeURIComponent(name),
      role: request.headers.get(playerHeaders.role),
      ...(img === null ? {} : { img: decodeURIComponent(img) }),
    });
    return parsed.success ? parsed.output : null;
  } catch {
    return null; // malformed percent-encoding
  }
}
