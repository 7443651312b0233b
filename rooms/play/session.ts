import type * as Party from "partykit/server";
import { initialState, parseDefinition, reduce, type Action, type GameDefinition } from "../../app/engine";
import { MAX_LOG_ENTRIES } from "../../app/lib/play/internal";
import * as v from "valibot";
import type { HostCommand, TeamSummary } from "../event-protocol";
import { encodeServerMessage, GameSessionSchema, gameSessionStorageKey, type ErrorCode, type GameSession, type Player } from "../protocol";
import { dueNow, keptMsOf, loadDue, schedule, timeUpDue, type DueReason } from "./alarms";
import { fetchSession } from "./backend";
import { broadcastUpdate, players, refuseConnection, sendError, sendSnapshot } from "./messages";
import { broadcastPlayers, refusalOf } from "./multi";
import { takeAnswerSlot } from "./rate-limit";
import { reportProgress } from "./progress";
import { isSettled, loadReportStatus, report } from "./report";
import { admitToRoster, loadRoster, saveRoster } from "./roster";
import { createRecord, dropAll, isGone, loadDefinitionJson, loadMeta, saveProgress, touch, type PlayMeta } from "./storage";
import { countHostHint, currentSummary, EventLink, noteSolved } from "./event-link";

/**
 * One play session run by its game room: the engine with the room's clock, the session's record in
 * room storage, and its alarms. Everything that matters is read from storage on each event, so the
 * room can hibernate between any two of them; only the parsed definition is cached in memory.
 */

type Loaded = { ok: true; meta: PlayMeta; definition: GameDefinition } | { ok: false; error: ErrorCode };

export type CodePlayLookup = { kind: "found"; session: GameSession } | { kind: "absent" } | { kind: "unavailable" };

/** What the event's host asked of a team: done (or nothing to do), or why it could not be. */
export type HostActionAnswer = { ok: true; changed: boolean } | { ok: false; error: "not_an_event_team" | "session_unavailable" | "backend_unavailable" | "log_full" };

const tick: Action = { type: "tick" };

export class GamePlay {
  private cached: { sessionId: string; definition: GameDefinition } | null = null;

  private joiningRequestId: string | undefined;

  private readonly link: EventLink;

  constructor(private readonly room: Party.Room) {
    this.link = new EventLink(room);
  }

  private get storage() {
    return this.room.storage;
  }

  /** A newly admitted connection: load (or first fetch) the session, check it is theirs, send the snapshot. */
  async join(conn: Party.Connection<Player>, player: Player, requestId?: string): Promise<void> {
    // The first connection's request id goes on the session's fetch from the backend (ADR 048).
    this.joiningRequestId = requestId;
    const loaded = await this.load();
    if (!loaded.ok) return refuseConnection(conn, loaded.error);
    const { definition } = loaded;
    let meta = loaded.meta;
    if (meta.session.mode === "solo" && player.id !== meta.session.ownerId) return refuseConnection(conn, "not_your_session");

    const now = Date.now();
    // Normally the alarm has dropped an abandoned session already; this covers an alarm that is late.
    if (now >= meta.lastActivityAt + keptMsOf(meta.session)) {
      await this.expire(meta);
      return refuseConnection(conn, "session_unavailable");
    }
    const multi = meta.session.multi;
    let roster = null;
    if (multi) {
      const admission = admitToRoster(await loadRoster(this.storage), player, multi, now);
      if (!admission.ok) return refuseConnection(conn, admission.error);
      roster = admission.roster;
      await saveRoster(this.storage, roster);
    }
    meta = await this.settleTime(meta, definition, now);
    meta = await touch(this.storage, meta, now);
    // Only now a player: updates go to connections with a player state.
    conn.setState(player);
    sendSnapshot(conn, meta, definition, now, player.id);
    if (multi && roster) broadcastPlayers(this.room, roster, multi);
    await this.afterChange(meta, definition, now);
  }

  /** A connection went away (closed, dropped): the others see that player offline unless another tab is left. */
  async left(conn: Party.Connection<Player>): Promise<void> {
    if (!conn.state) return;
    const meta = await loadMeta(this.storage);
    if (!meta?.session.multi) return;
    broadcastPlayers(this.room, await loadRoster(this.storage), meta.session.multi, conn);
    await this.tellEvent(meta, conn);
  }

  /**
   * A team of a live event tells its event room where it stands (ADR 054); `leaving` is a connection
   * on its way out, counted offline. Never throws and never waits for the event room.
   */
  async tellEvent(meta: PlayMeta, leaving?: Party.Connection): Promise<void> {
    const event = meta.session.event;
    if (!event) return;
    const definition = await this.definitionOf(meta);
    const summary = definition ? await currentSummary(this.room, meta, definition, leaving) : null;
    if (summary) this.link.send(event.code, summary);
  }

  /**
   * What getCodePlay answers for this room. Asked before anyone connected, the room loads the session
   * from the backend as a first join would; an ended, solo or unknown session is absent.
   */
  async codePlay(): Promise<CodePlayLookup> {
    const stored = async (): Promise<CodePlayLookup | null> => {
      const raw = await this.storage.get(gameSessionStorageKey);
      if (raw === undefined) return null;
      // Something unreadable under the key is no session (and no reason to ask the backend).
      const parsed = v.safeParse(GameSessionSchema, raw);
      return parsed.success ? { kind: "found", session: parsed.output } : { kind: "absent" };
    };
    const known = await stored();
    if (known) return known;
    if ((await loadMeta(this.storage)) || (await isGone(this.storage))) return { kind: "absent" };
    const loaded = await this.load();
    if (!loaded.ok) return loaded.error === "backend_unavailable" ? { kind: "unavailable" } : { kind: "absent" };
    // A team of a live event is reached through its event only (ADR 054): it keeps no code-play record.
    if (loaded.meta.session.event) return { kind: "absent" };
    return (await stored()) ?? { kind: "absent" };
  }

  /** A player's intent, run through the engine with the room's clock. Never throws on what a client sends. */
  async act(conn: Party.Connection<Player>, id: number, action: Action): Promise<void> {
    // A connection refused on join may still have frames in flight.
    if (!conn.state) return;
    const stored = await loadMeta(this.storage);
    const definition = stored ? await this.definitionOf(stored) : null;
    if (!stored || !definition) return refuseConnection(conn, "session_unavailable");
    const refusal = refusalOf(this.room, stored, conn.state, action);
    if (refusal) return sendError(conn, refusal, { id });
    // Keeps room for the ending action, so the report always fits the backend's limit.
    if (stored.logLength >= MAX_LOG_ENTRIES - 1 && action.type !== "leave") {
      return sendError(conn, "invalid_message", { id, message: "This session has reached its action limit; only leaving is possible." });
    }

    const now = Date.now();
    if (action.type === "answer") {
      const slot = await takeAnswerSlot(this.storage, now);
      if (!slot.ok) return sendError(conn, "rate_limited", { id, retryInSeconds: slot.retryInSeconds });
    }
    await this.apply(stored, definition, action, now, { conn, id });
  }

  /**
   * The event's host steering this team (ADR 054): start, pause, resume, or the end (`leave`, or the
   * time-up stop once time ran out; nothing for a game over already), run as the session's creator would,
   * by the same path as a player's intent.
   * A team nobody joined yet is loaded from the backend first, so "start all" starts it too.
   */
  async hostCommand(command: HostCommand): Promise<HostActionAnswer> {
    const loaded = await this.load();
    if (!loaded.ok) return { ok: false, error: loaded.error === "backend_unavailable" ? "backend_unavailable" : "session_unavailable" };
    const { meta, definition } = loaded;
    if (!meta.session.event) return { ok: false, error: "not_an_event_team" };
    if (command === "end" && meta.state.status === "ended") return { ok: true, changed: false };
    // A team whose time ran out ends as the creator's "stop" would end it (outcome timeUp), not as left.
    const ending: Action["type"] = meta.state.status === "timeUp" ? "stopAfterTimeUp" : "leave";
    const action: Action = { type: command === "end" ? ending : command };
    if (meta.logLength >= MAX_LOG_ENTRIES - 1 && command !== "end") return { ok: false, error: "log_full" };
    return { ok: true, changed: await this.apply(meta, definition, action, Date.now()) };
  }

  /** The host's message or hint to this team's players; a hint counts in the team's figures. */
  async hostTell(kind: "message" | "hint", text: string): Promise<HostActionAnswer> {
    const meta = await loadMeta(this.storage);
    // Nobody ever joined: nobody to tell, and nothing the team's figures could show yet.
    if (!meta) return { ok: true, changed: false };
    if (!meta.session.event) return { ok: false, error: "not_an_event_team" };
    const message = encodeServerMessage({ type: "host", kind, text, at: Date.now() });
    for (const conn of players(this.room)) conn.send(message);
    if (kind === "hint") {
      await countHostHint(this.storage);
      await this.tellEvent(meta);
    }
    return { ok: true, changed: true };
  }

  /**
   * The host moved a player to another team: they are no longer on this one (not even as having left,
   * so this team's result is not theirs), and their tabs here close with `team_changed`.
   */
  async release(playerId: string): Promise<HostActionAnswer> {
    const meta = await loadMeta(this.storage);
    if (!meta) return { ok: true, changed: false };
    const multi = meta.session.multi;
    if (!meta.session.event || !multi) return { ok: false, error: "not_an_event_team" };
    const roster = await loadRoster(this.storage);
    const next = roster.filter((entry) => entry.id !== playerId);
    if (next.length !== roster.length) await saveRoster(this.storage, next);
    let closed = false;
    for (const conn of players(this.room)) {
      if (conn.state!.id !== playerId) continue;
      refuseConnection(conn, "team_changed");
      closed = true;
    }
    if (next.length === roster.length && !closed) return { ok: true, changed: false };
    broadcastPlayers(this.room, next, multi);
    await this.tellEvent(meta);
    return { ok: true, changed: true };
  }

  /** This team's summary for its event room (which asks after it restarted); null for no event team. */
  async eventSummary(): Promise<TeamSummary | null> {
    const meta = await loadMeta(this.storage);
    const definition = meta ? await this.definitionOf(meta) : null;
    return meta && definition ? currentSummary(this.room, meta, definition) : null;
  }

  /**
   * One action through the engine with the room's clock: time-up first (its own logged tick), then the
   * action; a change is logged, broadcast (the sender's copy answers its intent), and followed by the
   * alarms, the reports and the event's summary. A refusal only goes back to the sender. Returns
   * whether the state changed.
   */
  private async apply(stored: PlayMeta, definition: GameDefinition, action: Action, now: number, sender?: { conn: Party.Connection; id: number }): Promise<boolean> {
    // Time-up first, as its own logged tick, so the log replays to exactly this state.
    const settled = await this.settleTime(stored, definition, now);
    const { state, events } = reduce(definition, settled.state, action, now);
    if (state === settled.state) {
      // Refused (or a tick with nothing to do): the sender learns why; nothing is logged.
      sender?.conn.send(encodeServerMessage({ type: "update", id: sender.id, state, events, now }));
      if (settled !== stored) await this.tellEvent(settled);
      return settled !== stored;
    }
    const meta = await saveProgress(this.storage, settled, state, [{ action, at: now }], now);
    broadcastUpdate(this.room, { before: settled.state, state, events, definition, now }, sender && { ...sender, ownEvents: events });
    if (meta.session.event && state.solvedPuzzles.length > settled.state.solvedPuzzles.length) await noteSolved(this.storage, now);
    await this.afterChange(meta, definition, now);
    return true;
  }

  /** The room's alarm: time-up, a report to retry, or a session to drop. */
  async alarm(): Promise<void> {
    const now = Date.now();
    const reasons = dueNow(await loadDue(this.storage), now);
    if (reasons.length === 0) return void (await schedule(this.storage, {}));
    const meta = await loadMeta(this.storage);
    if (!meta) return void (await schedule(this.storage, { timeUp: null, report: null, expiry: null }));
    if (reasons.includes("expiry")) return this.expire(meta);

    const handled: Partial<Record<DueReason, null>> = Object.fromEntries(reasons.map((reason) => [reason, null]));
    await schedule(this.storage, handled);
    const definition = await this.definitionOf(meta);
    if (!definition) return;
    if (reasons.includes("timeUp")) {
      // Time-up never ends a game by itself, so there is nothing to report here; woken a little early,
      // the alarm is simply set again.
      const settled = await this.settleTime(meta, definition, now);
      await schedule(this.storage, { timeUp: timeUpDue(definition, settled.state, now) });
      if (settled !== meta) await this.tellEvent(settled);
    }
    if (reasons.includes("report")) await report(this.storage, this.room.env, meta, Date.now);
  }

  // ---- loading ------------------------------------------------------------------------------

  private async load(): Promise<Loaded> {
    const meta = await loadMeta(this.storage);
    if (meta) return this.withDefinition(meta);
    if (await isGone(this.storage)) return { ok: false, error: "session_unavailable" };
    // No other event runs while the backend is asked, so two first connections store one record.
    // blockConcurrencyWhile resets the room if its callback throws: it must not.
    return this.room.blockConcurrencyWhile(() => this.fetchAndStore().catch((): Loaded => ({ ok: false, error: "backend_unavailable" })));
  }

  private async withDefinition(meta: PlayMeta): Promise<Loaded> {
    const definition = await this.definitionOf(meta);
    return definition ? { ok: true, meta, definition } : { ok: false, error: "session_unavailable" };
  }

  private async fetchAndStore(): Promise<Loaded> {
    const already = await loadMeta(this.storage);
    if (already) return this.withDefinition(already);
    const sessionId = this.room.id;
    const found = await fetchSession(this.room.env, sessionId, this.joiningRequestId);
    if (found.kind === "unavailable") return { ok: false, error: "backend_unavailable" };
    if (found.kind === "absent") return { ok: false, error: "session_unavailable" };
    const { session, definition: raw } = found.body;
    if (session.status !== "open" || session.id !== sessionId) return { ok: false, error: "session_unavailable" };
    // A multiplayer session is only playable with its rules (players, creator, what getCodePlay says).
    if ((session.mode === "multi") !== Boolean(session.multi)) return { ok: false, error: "session_unavailable" };
    const parsed = parseDefinition(raw);
    if (!parsed.ok) {
      console.warn(`game room: the definition of game ${session.gameId} does not parse (${parsed.issues.length} issues)`);
      return { ok: false, error: "session_unavailable" };
    }
    const now = Date.now();
    const meta = await createRecord(this.storage, session, JSON.stringify(parsed.definition), initialState(parsed.definition), now);
    if (!meta) {
      console.warn(`game room: the definition of game ${session.gameId} is too large to keep in a room`);
      return { ok: false, error: "session_unavailable" };
    }
    this.cached = { sessionId: session.id, definition: parsed.definition };
    await schedule(this.storage, { expiry: now + keptMsOf(session) });
    return { ok: true, meta, definition: parsed.definition };
  }

  private async definitionOf(meta: PlayMeta): Promise<GameDefinition | null> {
    if (this.cached?.sessionId === meta.session.id) return this.cached.definition;
    const json = await loadDefinitionJson(this.storage, meta);
    if (json === null) return null;
    let parsed: ReturnType<typeof parseDefinition>;
    try {
      parsed = parseDefinition(JSON.parse(json));
    } catch {
      return null;
    }
    if (!parsed.ok) return null;
    this.cached = { sessionId: meta.session.id, definition: parsed.definition };
    return parsed.definition;
  }

  // ---- time, reports, expiry ----------------------------------------------------------------

  /** Notices the time limit passing (a logged tick, announced to everyone); the same record otherwise. */
  private async settleTime(meta: PlayMeta, definition: GameDefinition, now: number): Promise<PlayMeta> {
    if (meta.state.status !== "running") return meta;
    const { state, events } = reduce(definition, meta.state, tick, now);
    if (state === meta.state) return meta;
    const next = await saveProgress(this.storage, meta, state, [{ action: tick, at: now }]);
    broadcastUpdate(this.room, { before: meta.state, state, events, definition, now });
    return next;
  }

  /** After any change: alarms follow the new state, and an ended session is reported. */
  private async afterChange(meta: PlayMeta, definition: GameDefinition, now: number): Promise<void> {
    await schedule(this.storage, { timeUp: timeUpDue(definition, meta.state, now), expiry: meta.lastActivityAt + keptMsOf(meta.session) });
    await this.tellEvent(meta);
    if (meta.state.status !== "ended") return void (await reportProgress(this.storage, this.room.env, meta, now));
    // An ended session can no longer be joined by its code.
    if (meta.session.multi) await this.storage.delete(gameSessionStorageKey);
    await report(this.storage, this.room.env, meta, Date.now);
  }

  /**
   * Nobody came back for PROGRESS_KEPT_HOURS: the session ends as left (at its last action, so the idle
   * hours do not count as play), is reported, and the room forgets it. When the backend could not be
   * told, a tombstone stays so the session is never started again from scratch.
   */
  private async expire(meta: PlayMeta): Promise<void> {
    let current = meta;
    const status = await loadReportStatus(this.storage);
    const started = current.state.startedAt !== null;
    let recorded = status.state === "recorded";
    if (started && !isSettled(status)) {
      const definition = await this.definitionOf(current);
      if (definition && current.state.status !== "ended") {
        const at = Math.max(current.lastActivityAt, current.lastLoggedAt ?? 0);
        const leave: Action = { type: "leave" };
        current = await saveProgress(this.storage, current, reduce(definition, current.state, leave, at).state, [{ action: leave, at }]);
      }
      recorded = (await report(this.storage, this.room.env, current, Date.now)).state === "recorded";
    }
    // A session never started has nothing to lose: starting it afresh later is harmless.
    const tombstone = started && !recorded;
    for (const conn of this.room.getConnections()) refuseConnection(conn, "session_unavailable");
    await dropAll(this.storage, tombstone);
    this.cached = null;
  }
}
