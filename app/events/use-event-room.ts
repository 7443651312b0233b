import PartySocket from "partysocket";
import { useCallback, useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { socketProtocol } from "~/play/driver/session-client";
import { EventServerMessageSchema, type EventClientMessage, type EventInfo, type EventServerMessage, type TeamSummary } from "../../rooms/event-protocol";
import type { Told } from "./tell-form";

/**
 * The host screen's and the projector's line to the event room (ADR 054). Each connection asks
 * /resources/event-ticket for a fresh ticket, so a dropped socket or a reopened tab comes back on its
 * own; the room answers with a snapshot, then every team's changes as they happen.
 */

export type Connection = "connecting" | "open" | "reconnecting" | "failed";
type Grant = { host: string; room: string; ticket: string };
type TicketAnswer = { ok: true; grant: Grant } | { ok: false; message: string; final: boolean };

async function requestTicket(eventId: string, access: "edit" | "view", signal: AbortSignal): Promise<TicketAnswer> {
  let res: Response;
  try {
    res = await fetch("/resources/event-ticket", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ eventId, access }),
      signal,
    });
  } catch {
    return { ok: false, message: "offline", final: false };
  }
  const body = (await res.json().catch(() => null)) as (Partial<Grant> & { message?: string }) | null;
  if (res.ok && body?.host && body.room && body.ticket) return { ok: true, grant: { host: body.host, room: body.room, ticket: body.ticket } };
  // Signed out or not the host's event: asking again changes nothing. A 503 may pass.
  return { ok: false, message: body?.message ?? res.statusText, final: res.status < 500 };
}

export type EventRoomState = {
  connection: Connection;
  failure: string | null;
  info: EventInfo | null;
  summaries: Record<number, TeamSummary>;
  // Room clock minus this device's, so every screen shows the teams' timers alike.
  offset: number;
  told: Told[];
  error: Extract<EventServerMessage, { type: "error" }> | null;
};

export function useEventRoom(eventId: string, access: "edit" | "view", onTeam?: (before: TeamSummary | undefined, after: TeamSummary) => void) {
  const [state, setState] = useState<EventRoomState>({ connection: "connecting", failure: null, info: null, summaries: {}, offset: 0, told: [], error: null });
  const socketRef = useRef<PartySocket | null>(null);
  const [attempt, setAttempt] = useState(0);
  const onTeamRef = useRef(onTeam);
  onTeamRef.current = onTeam;
  const summariesRef = useRef<Record<number, TeamSummary>>({});

  useEffect(() => {
    const abort = new AbortController();
    let socket: PartySocket | null = null;
    let first: string | null = null;
    let opened = false;
    const fail = (message: string) => {
      socket?.close();
      setState((current) => ({ ...current, connection: "failed", failure: message }));
    };

    const receive = (message: EventServerMessage) => {
      const offset = "now" in message ? message.now - Date.now() : undefined;
      switch (message.type) {
        case "snapshot": {
          const summaries = Object.fromEntries(message.teams.map((summary) => [summary.team, summary]));
          summariesRef.current = summaries;
          return setState((current) => ({ ...current, info: message.event, summaries, offset: offset ?? current.offset, error: null }));
        }
        case "team": {
          const before = summariesRef.current[message.summary.team];
          summariesRef.current = { ...summariesRef.current, [message.summary.team]: message.summary };
          onTeamRef.current?.(before, message.summary);
          return setState((current) => ({ ...current, summaries: summariesRef.current, offset: offset ?? current.offset }));
        }
        case "status":
          return setState((current) => ({
            ...current,
            info: current.info ? { ...current.info, status: message.status, startedAt: message.startedAt, endedAt: message.endedAt } : current.info,
            offset: offset ?? current.offset,
            error: null,
          }));
        case "told":
          return setState((current) => ({ ...current, told: [{ team: message.team, kind: message.kind, text: message.text, at: message.at }, ...current.told].slice(0, 50) }));
        case "error":
          return setState((current) => ({ ...current, error: message }));
        case "pong":
          return;
      }
    };

    void (async () => {
      const granted = await requestTicket(eventId, access, abort.signal);
      if (abort.signal.aborted) return;
      if (!granted.ok) return fail(granted.message);
      first = granted.grant.ticket;
      socket = new PartySocket({
        host: granted.grant.host,
        protocol: socketProtocol(granted.grant.host),
        party: "event",
        room: granted.grant.room,
        query: async () => {
          if (first) {
            const ticket = first;
            first = null;
            return { ticket };
          }
          const renewed = await requestTicket(eventId, access, abort.signal);
          if (renewed.ok) return { ticket: renewed.grant.ticket };
          if (renewed.final) fail(renewed.message);
          throw new Error(renewed.message);
        },
      });
      socketRef.current = socket;
      socket.addEventListener("open", () => {
        opened = true;
        setState((current) => ({ ...current, connection: "open", failure: null }));
      });
      socket.addEventListener("close", () => {
        if (!abort.signal.aborted) setState((current) => (current.connection === "failed" ? current : { ...current, connection: opened ? "reconnecting" : "connecting" }));
      });
      socket.addEventListener("message", (event: MessageEvent) => {
        if (typeof event.data !== "string") return;
        let data: unknown;
        try {
          data = JSON.parse(event.data);
        } catch {
          return;
        }
        const parsed = v.safeParse(EventServerMessageSchema, data);
        if (parsed.success) receive(parsed.output);
      });
    })();

    return () => {
      abort.abort();
      socket?.close();
      socketRef.current = null;
    };
  }, [eventId, access, attempt]);

  const send = useCallback((message: EventClientMessage) => {
    setState((current) => ({ ...current, error: null }));
    socketRef.current?.send(JSON.stringify(message));
  }, []);
  const retry = useCallback(() => {
    setState((current) => ({ ...current, connection: "connecting", failure: null }));
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, send, retry };
}
