import * as v from "valibot";
import {
  internalEventMovePath,
  internalEventPath,
  internalEventStatusPath,
  InternalEventSchema,
  type EventStatusReport,
  type InternalEvent,
  type MoveRequest,
} from "../../app/lib/events/internal";
import { backendOf as anyBackendOf, callBackend } from "../backend";

/** The event room's side of the backend's internal API (app/lib/events/internal.ts). */

const backendOf = (env: Record<string, unknown>) => anyBackendOf(env, "event room");

export type EventLookup = { kind: "found"; event: InternalEvent } | { kind: "absent" } | { kind: "unavailable" };

export async function fetchEvent(env: Record<string, unknown>, code: string, requestId?: string): Promise<EventLookup> {
  const backend = backendOf(env);
  if (!backend) return { kind: "unavailable" };
  try {
    const res = await callBackend(backend, internalEventPath(code), {}, requestId);
    if (res.status === 404) {
      await res.body?.cancel();
      return { kind: "absent" };
    }
    if (!res.ok) {
      await res.body?.cancel();
      return { kind: "unavailable" };
    }
    const parsed = v.safeParse(InternalEventSchema, await res.json());
    // An event under another code would be another room's.
    if (!parsed.success) return { kind: "unavailable" };
    return parsed.output.code === code ? { kind: "found", event: parsed.output } : { kind: "absent" };
  } catch {
    return { kind: "unavailable" }; // unreachable, timed out, or not JSON
  }
}

const post = (body: unknown): RequestInit => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** Whether the backend took the event's start or end. */
export async function reportStatus(env: Record<string, unknown>, code: string, report: EventStatusReport): Promise<boolean> {
  const backend = backendOf(env);
  if (!backend) return false;
  try {
    const res = await callBackend(backend, internalEventStatusPath(code), post(report));
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

export type MoveAnswer = { ok: true } | { ok: false; error: "already_started" | "team_full" | "no_player" | "unavailable" };

const MoveRefusalSchema = v.object({ error: v.picklist(["already_started", "team_full"]) });

/** Moves a player to another team of the event, before its start (the backend moves their participant row). */
export async function movePlayer(env: Record<string, unknown>, code: string, move: MoveRequest): Promise<MoveAnswer> {
  const backend = backendOf(env);
  if (!backend) return { ok: false, error: "unavailable" };
  try {
    const res = await callBackend(backend, internalEventMovePath(code), post(move));
    if (res.ok) {
      await res.body?.cancel();
      return { ok: true };
    }
    // The player is in no team of this event (or the team is not the event's).
    if (res.status === 404) {
      await res.body?.cancel();
      return { ok: false, error: "no_player" };
    }
    if (res.status === 409) {
      const refusal = v.safeParse(MoveRefusalSchema, await res.json().catch(() => null));
      return { ok: false, error: refusal.success ? refusal.output.error : "unavailable" };
    }
    await res.body?.cancel();
    return { ok: false, error: "unavailable" };
  } catch {
    return { ok: false, error: "unavailable" };
  }
}
