import type * as Party from "partykit/server";
import type { InternalEvent } from "../../app/lib/events/internal";
import type { EventInfo, EventStatus, TeamSummary } from "../event-protocol";

/**
 * What an event room keeps (ADR 054): the event as the backend described it, its status as the host
 * steered it (only the room knows "paused"), the status changes the backend has not taken yet, and each
 * team's latest summary under a key of its own. The team rooms are the source of truth: all of this can
 * be rebuilt from the backend and from them.
 */

export type BackendStatus = "started" | "ended";

export type EventRecord = {
  event: InternalEvent;
  status: EventStatus;
  startedAt: number | null;
  endedAt: number | null;
  // Oldest first; retried on the host's next connection.
  unreported: BackendStatus[];
};

const recordKey = "event:record";
const teamPrefix = "team:";
// Zero-padded so that a listing comes in team order.
const teamKey = (team: number) => `${teamPrefix}${String(team).padStart(3, "0")}`;

export const loadRecord = (storage: Party.Storage) => storage.get<EventRecord>(recordKey);
export const saveRecord = (storage: Party.Storage, record: EventRecord) => storage.put(recordKey, record);

/** A record from the backend's answer: "paused" cannot be known there, so a started event counts as running. */
export function recordOf(event: InternalEvent): EventRecord {
  const status: EventStatus = event.status === "ended" ? "ended" : event.startedAt !== null ? "running" : "lobby";
  return { event, status, startedAt: event.startedAt, endedAt: event.endedAt, unreported: [] };
}

/** The backend's newer description of the event over the room's record; an end the backend knows wins. */
export function refreshed(record: EventRecord, event: InternalEvent): EventRecord {
  if (event.status === "ended" && record.status !== "ended") return { ...recordOf(event), unreported: record.unreported.filter((status) => status !== "ended") };
  const startedAt = record.startedAt ?? event.startedAt;
  const status = record.status === "lobby" && startedAt !== null ? "running" : record.status;
  return { ...record, event, status, startedAt };
}

export function infoOf(record: EventRecord): EventInfo {
  const { event } = record;
  return {
    code: event.code,
    title: event.title,
    status: record.status,
    startedAt: record.startedAt,
    endedAt: record.endedAt,
    teams: event.teams.map(({ team, name }) => ({ team, name })),
  };
}

export async function loadSummaries(storage: Party.Storage): Promise<TeamSummary[]> {
  return [...(await storage.list<TeamSummary>({ prefix: teamPrefix })).values()];
}

export const saveSummary = (storage: Party.Storage, summary: TeamSummary) => storage.put(teamKey(summary.team), summary);
