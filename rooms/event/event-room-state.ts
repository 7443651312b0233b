import type * as Party from "partykit/server";
import { log } from "../../app/lib/observability/log.server";
import type { TeamSummary } from "../event-protocol";
import { fetchEvent, reportStatus } from "./backend";
import { broadcast } from "./messages";
import { infoOf, loadRecord, loadSummaries, recordOf, refreshed, saveRecord, saveSummary, type BackendStatus, type EventRecord } from "./record";
import { askSummary } from "./teams";

/**
 * An event room's record and its teams' figures: loaded from storage, else from the backend; kept up to
 * date by the teams' reports; rebuilt from the team rooms when the room has not heard from them since it
 * woke (a restart, lost storage, or simply hibernation: asking is cheap and only on a host's connection).
 */

// `fresh`: just fetched from the backend (no need to ask it again right away).
export type Loaded = { ok: true; record: EventRecord; fresh: boolean } | { ok: false; error: "absent" | "unavailable" };

export class EventState {
  // Teams that reported (or were asked) since this instance started: the others are asked on a host's connection.
  private readonly heard = new Set<number>();
  private rebuilding: Promise<void> | null = null;

  constructor(private readonly room: Party.Room) {}

  private get storage() {
    return this.room.storage;
  }

  async load(requestId?: string): Promise<Loaded> {
    const stored = await loadRecord(this.storage);
    if (stored) return { ok: true, record: stored, fresh: false };
    // One fetch for concurrent first arrivals; blockConcurrencyWhile resets the room if its callback throws.
    return this.room.blockConcurrencyWhile(async (): Promise<Loaded> => {
      try {
        const again = await loadRecord(this.storage);
        if (again) return { ok: true, record: again, fresh: false };
        const found = await fetchEvent(this.room.env, this.room.id, requestId);
        if (found.kind !== "found") return { ok: false, error: found.kind };
        const record = recordOf(found.event);
        await saveRecord(this.storage, record);
        return { ok: true, record, fresh: true };
      } catch {
        return { ok: false, error: "unavailable" };
      }
    });
  }

  /**
   * The record with the backend's latest word on the event (its title, its teams), for a host who
   * connects: what only the room knows (paused, reports still owed) is kept. The stored record when the
   * backend cannot be asked.
   */
  async refresh(record: EventRecord, requestId?: string): Promise<EventRecord> {
    const found = await fetchEvent(this.room.env, this.room.id, requestId);
    if (found.kind !== "found") return record;
    // Read again: a command may have changed the status while the backend answered.
    const next = refreshed((await loadRecord(this.storage)) ?? record, found.event);
    await saveRecord(this.storage, next);
    return next;
  }

  save(record: EventRecord) {
    return saveRecord(this.storage, record);
  }

  async snapshot(record: EventRecord) {
    return { type: "snapshot" as const, event: infoOf(record), teams: await loadSummaries(this.storage), now: Date.now() };
  }

  /** A team room's report: kept and shown at once. False when no team of this event has that number. */
  async report(record: EventRecord, summary: TeamSummary): Promise<boolean> {
    if (!record.event.teams.some((team) => team.team === summary.team)) return false;
    this.heard.add(summary.team);
    await saveSummary(this.storage, summary);
    broadcast(this.room, { type: "team", summary, now: Date.now() });
    return true;
  }

  /** Asks every team not heard from since the room woke; sends everyone a new snapshot if anything came. */
  rebuild(record: EventRecord): Promise<void> {
    this.rebuilding ??= this.askTeams(record).finally(() => (this.rebuilding = null));
    return this.rebuilding;
  }

  private async askTeams(record: EventRecord): Promise<void> {
    const unheard = record.event.teams.filter((team) => !this.heard.has(team.team));
    if (unheard.length === 0) return;
    const answers = await Promise.all(unheard.map(async (team) => ({ team, answer: await askSummary(this.room, team) })));
    let changed = false;
    for (const { team, answer } of answers) {
      // A report that came in while we asked is newer than this answer.
      if (answer.kind === "failed" || this.heard.has(team.team)) continue;
      this.heard.add(team.team);
      if (answer.kind === "summary") {
        await saveSummary(this.storage, answer.summary);
        changed = true;
      }
    }
    const failed = answers.filter(({ answer }) => answer.kind === "failed").length;
    if (failed > 0) log("warn", { msg: "event rebuild incomplete", party: "event", room: this.room.id, failed });
    if (!changed) return;
    const latest = await this.withTeamsStatus((await loadRecord(this.storage)) ?? record);
    broadcast(this.room, await this.snapshot(latest));
  }

  /**
   * Only the room knows that the event is paused; a room that lost its storage learns it from the backend
   * as running. When every team still playing says paused, so is the event (only the host pauses teams).
   */
  private async withTeamsStatus(record: EventRecord): Promise<EventRecord> {
    if (record.status !== "running") return record;
    const playing = (await loadSummaries(this.storage)).filter((summary) => summary.status !== "ended");
    if (playing.length === 0 || playing.some((summary) => summary.status !== "paused")) return record;
    const next: EventRecord = { ...record, status: "paused" };
    await saveRecord(this.storage, next);
    return next;
  }

  /**
   * Tells the backend the status changes it has not taken yet, oldest first; what it could not take is
   * kept for the next try. Returns the record as saved.
   */
  async reportPending(record: EventRecord): Promise<EventRecord> {
    const reported: BackendStatus[] = [];
    for (const status of record.unreported) {
      const at = (status === "started" ? record.startedAt : record.endedAt) ?? Date.now();
      if (!(await reportStatus(this.room.env, this.room.id, { status, at }))) break;
      reported.push(status);
    }
    if (reported.length === 0) return record;
    // Read again: a command may have added a status to report while the backend answered.
    const latest = (await loadRecord(this.storage)) ?? record;
    const next = { ...latest, unreported: latest.unreported.filter((status) => !reported.includes(status)) };
    await saveRecord(this.storage, next);
    return next;
  }
}
