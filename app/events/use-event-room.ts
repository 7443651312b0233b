import { useCallback, useEffect, useRef, useState } from "react";
import { connectEvent, type EventSocket } from "~/lib/events/event-socket.client";
import type { EventClientMessage, EventInfo, EventServerMessage, TeamSummary } from "../../rooms/event-protocol";
import type { Told } from "./tell-form";

/**
 * The host screen's and the projector's view of the event room (ADR 054). Each connection asks
 * /resources/event-ticket for a fresh ticket, so a dropped socket or a reopened tab comes back on its
 * own; the room answers with a snapshot, then every team's changes as they happen.
 */

export type Connection = "connecting" | "open" | "reconnecting" | "failed";

/** A fresh ticket; null when the server will never give one (signed out, not the host); throws when offline. */
async function requestTicket(eventId: string, access: "edit" | "view", refused: (message: string) => void): Promise<string | null> {
  const res = await fetch("/resources/event-ticket", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ eventId, access }),
  });
  const body = (await res.json().catch(() => null)) as { ticket?: string; message?: string } | null;
  if (res.ok && body?.ticket) return body.ticket;
  if (res.status >= 500) throw new Error(body?.message ?? res.statusText);
  refused(body?.message ?? res.statusText);
  return null;
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

type Target = { eventId: string; code: string; host: string; access: "edit" | "view" };

export function useEventRoom({ eventId, code, host, access }: Target, onTeam?: (before: TeamSummary | undefined, after: TeamSummary) => void) {
  const [state, setState] = useState<EventRoomState>({ connection: "connecting", failure: null, info: null, summaries: {}, offset: 0, told: [], error: null });
  const socketRef = useRef<EventSocket | null>(null);
  const [attempt, setAttempt] = useState(0);
  const onTeamRef = useRef(onTeam);
  onTeamRef.current = onTeam;
  const summariesRef = useRef<Record<number, TeamSummary>>({});

  useEffect(() => {
    let refusal: string | null = null;
    let opened = false;
    const socket = connectEvent({
      host,
      code,
      getTicket: () =>
        requestTicket(eventId, access, (message) => {
          refusal = message;
        }),
    });
    socketRef.current = socket;
    const stopStatus = socket.onStatus((status, end) => {
      if (status === "open") opened = true;
      setState((current) => {
        if (status === "open") return { ...current, connection: "open", failure: null };
        if (status === "connecting") return { ...current, connection: opened ? "reconnecting" : "connecting" };
        // Closed on purpose (unmounting) needs no notice; a refusal says why.
        return end?.reason === "closed" ? current : { ...current, connection: "failed", failure: refusal ?? end?.message ?? "" };
      });
    });
    const stopMessages = socket.subscribe((message) => {
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
    });
    return () => {
      stopStatus();
      stopMessages();
      socket.close();
      socketRef.current = null;
    };
  }, [eventId, code, host, access, attempt]);

  const send = useCallback((message: EventClientMessage) => {
    setState((current) => ({ ...current, error: null }));
    socketRef.current?.send(message);
  }, []);
  const retry = useCallback(() => {
    setState((current) => ({ ...current, connection: "connecting", failure: null }));
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, send, retry };
}
