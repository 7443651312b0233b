import * as v from "valibot";
import YPartyKitProvider from "y-partykit/provider";
import * as Y from "yjs";
import { ServerMessageSchema, type AwareState, type StudioEditor } from "../../../rooms/protocol";
import { watchAnswers } from "./answer-watchdog";
import { watchOpening } from "./opening-watchdog";
import { PROJECT_TICKET_ENDPOINT, type ProjectTicketGrant, type ProjectTicketRefusal } from "./project-ticket";

/**
 * The studio's live connection to a project's room (ADR 015, 019): a Yjs document synced by y-partykit's
 * provider, with a ticket from the backend that is renewed before it expires and after a drop, since the
 * provider reconnects on its own with whatever address it was last given.
 */

export type LiveStatus =
  | { kind: "connecting" }
  | { kind: "live" }
  | { kind: "offline" }
  // `code` is a room error code (rooms/protocol.ts) or the ticket endpoint's; `message` the endpoint's own words.
  | { kind: "error"; code: string; message?: string };

export type RestoredNotice = { name: string; by: string; at: number };

export type LiveDraftEvents = {
  onStatus: (status: LiveStatus) => void;
  onRestored?: (notice: RestoredNotice) => void;
  // The room's answer to `ping`: it has applied (and stored) every update this client sent before it.
  onPong?: (id: number) => void;
  // Who is editing (each connection, this one included: `you`), sent when someone comes or goes.
  onEditors?: (you: string, editors: StudioEditor[]) => void;
  // Another editor's new selection or pointer.
  onAware?: (conn: string, state: AwareState) => void;
};

export type LiveDraft = {
  doc: Y.Doc;
  close: () => void;
  /** Asks the room to answer once it has every update sent so far; false when the socket is not open. */
  ping: (id: number) => boolean;
  /** Tells the others what this editor selects and points at; the latest is sent again after a reconnection. */
  aware: (state: AwareState) => void;
};

type TicketAnswer = { ok: true; grant: ProjectTicketGrant } | { ok: false; code: string; message?: string };

/** Where tickets and sockets come from: the site's endpoint and the browser's WebSocket, unless a test says otherwise. */
export type LiveDraftOptions = { askTicket?: (projectId: string) => Promise<TicketAnswer>; WebSocketPolyfill?: typeof WebSocket };

/** A ticket is asked for again this long before it expires, and after a drop once it is this old. */
const RENEW_BEFORE_MS = 60_000;
const RETRY_TICKET_MS = 5_000;
// Closing codes after which trying again cannot help.
const FINAL = new Set(["project_unavailable", "invalid_ticket", "removed"]);

async function askSiteTicket(projectId: string): Promise<TicketAnswer> {
  try {
    const res = await fetch(PROJECT_TICKET_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ projectId }),
      credentials: "same-origin",
    });
    const body = (await res.json().catch(() => null)) as ProjectTicketGrant | ProjectTicketRefusal | null;
    if (res.ok && body && "ticket" in body) return { ok: true, grant: body };
    return { ok: false, code: body && "error" in body ? body.error : "unavailable", message: body && "message" in body ? body.message : undefined };
  } catch {
    return { ok: false, code: "offline" };
  }
}

export function connectDraft(projectId: string, events: LiveDraftEvents, options: LiveDraftOptions = {}): LiveDraft {
  const askTicket = options.askTicket ?? askSiteTicket;
  const doc = new Y.Doc();
  let provider: YPartyKitProvider | null = null;
  let expiresAt = 0;
  let renewedAt = 0;
  // Whether the socket of the current attempt opened: one refused before opening may have had a stale ticket.
  let opened = false;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let unwatch = () => {};
  let closed = false;
  let stopped = false;
  let awareState: AwareState | null = null;

  const sendAware = () => {
    const ws = provider?.ws;
    if (awareState && ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "aware", state: awareState }));
  };

  const status = (next: LiveStatus) => {
    if (!closed) events.onStatus(next);
  };
  // A socket that stopped answering is offline, whatever the browser thinks of its network.
  const answers = watchAnswers(() => provider?.ws ?? null, () => {
    if (!stopped) status({ kind: "offline" });
  });

  const stop = (code: string, message?: string) => {
    stopped = true;
    provider?.disconnect();
    status({ kind: "error", code, message });
  };

  /** The next (re)connection of the provider uses the newest ticket. */
  const useTicket = (next: ProjectTicketGrant) => {
    expiresAt = next.expiresAt;
    renewedAt = Date.now();
    if (provider) {
      const url = new URL(provider.url);
      url.searchParams.set("ticket", next.ticket);
      provider.url = url.toString();
    }
    clearTimeout(renewTimer);
    renewTimer = setTimeout(() => void renew(), Math.max(5_000, next.expiresAt - Date.now() - RENEW_BEFORE_MS));
  };

  const renew = async () => {
    if (closed || stopped) return;
    const answer = await askTicket(projectId);
    if (closed) return;
    if (answer.ok) return useTicket(answer.grant);
    // Refused for good (signed out, no longer allowed, project gone): stop; a network failure retries later.
    if (answer.code === "offline" || answer.code === "unavailable") renewTimer = setTimeout(() => void renew(), 15_000);
    else stop(answer.code, answer.message);
  };

  const watch = (socket: WebSocket) => {
    socket.addEventListener("message", (event: MessageEvent) => {
      if (typeof event.data !== "string") return;
      let raw: unknown;
      try {
        raw = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = v.safeParse(ServerMessageSchema, raw);
      if (!parsed.success) return;
      const message = parsed.output;
      if (message.type === "error") {
        // The close that follows says what to do (a new ticket with the new role).
        if (message.code === "access_changed") return;
        if (FINAL.has(message.code)) stop(message.code);
        else status({ kind: "error", code: message.code });
      } else if (message.type === "draftRestored") {
        events.onRestored?.({ name: message.name, by: message.by, at: message.at });
      } else if (message.type === "pong" && typeof message.id === "number") {
        answers.answered(message.id);
        events.onPong?.(message.id);
      } else if (message.type === "editors") {
        events.onEditors?.(message.you, message.editors);
      } else if (message.type === "aware") {
        events.onAware?.(message.conn, message.state);
      }
    });
  };

  const start = async () => {
    status({ kind: "connecting" });
    const first = await askTicket(projectId);
    if (closed) return;
    if (!first.ok) return stop(first.code, first.message);
    const host = new URL(first.grant.host);
    provider = new YPartyKitProvider(host.host, projectId, doc, {
      party: "project",
      protocol: host.protocol === "https:" ? "wss" : "ws",
      params: { ticket: first.grant.ticket },
      connect: false,
      maxBackoffTime: 10_000,
      WebSocketPolyfill: options.WebSocketPolyfill,
    });
    useTicket(first.grant);
    provider.on("status", ({ status: state }: { status: string }) => {
      if (state === "connecting" && provider?.ws) {
        opened = false;
        watch(provider.ws);
      }
      if (state === "connected") opened = true;
      // A socket that closes, or never opens, leaves the room out of reach: offline, even on the first attempt
      // (a reload while the rooms server is down shows the draft this browser kept, and keeps its edits).
      if (state === "disconnected" && !stopped) status({ kind: "offline" });
    });
    provider.on("sync", (synced: boolean) => {
      if (!synced || stopped) return;
      status({ kind: "live" });
      sendAware();
    });
    provider.on("connection-close", (event: CloseEvent) => {
      if (FINAL.has(event.reason)) return stop(event.reason);
      // A new role: the next connection needs a ticket that carries it.
      if (event.reason === "access_changed") return void renew();
      if (event.reason === "backend_unavailable") status({ kind: "error", code: "backend_unavailable" });
      else if (!stopped) status({ kind: "offline" });
      // The provider reconnects with the address it has: it needs a ticket that has not expired, and a new
      // one after an attempt refused before opening (at most every few seconds).
      const expiring = expiresAt - Date.now() < RENEW_BEFORE_MS;
      if (expiring || (!opened && Date.now() - renewedAt > RETRY_TICKET_MS)) void renew();
    });
    unwatch = watchOpening(provider);
    provider.connect();
  };

  void start();
  return {
    doc,
    ping: (id) => {
      const ws = provider?.ws;
      if (!ws || ws.readyState !== WebSocket.OPEN || !provider?.synced) return false;
      // Frames on one socket arrive in order: the answer comes after the room applied every update before it.
      ws.send(JSON.stringify({ type: "ping", id }));
      answers.sent(ws, id);
      return true;
    },
    aware: (state) => {
      awareState = state;
      sendAware();
    },
    close: () => {
      closed = true;
      clearTimeout(renewTimer);
      unwatch();
      answers.stop();
      provider?.destroy();
      doc.destroy();
    },
  };
}
