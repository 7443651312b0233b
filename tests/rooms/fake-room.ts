import type * as Party from "partykit/server";
import { replay, resultOf, type GameDefinition } from "../../app/engine";
import type { InternalSession, ProgressReport, ResultReport } from "../../app/lib/play/internal";
import type { Player, ServerMessage } from "../../rooms/protocol";

/**
 * A game room's surroundings in memory, for what a real server cannot show in a test run: a day
 * passing. Storage keeps values as copies (as room storage serialises them), and the backend checks
 * a report the way the real one does, by replaying its log.
 */

export class MemoryStorage {
  readonly values = new Map<string, unknown>();
  alarm: number | null = null;

  async get<T>(key: string | string[]): Promise<T | Map<string, T> | undefined> {
    if (Array.isArray(key)) {
      const found = new Map<string, T>();
      for (const k of key) if (this.values.has(k)) found.set(k, structuredClone(this.values.get(k)) as T);
      return found;
    }
    return structuredClone(this.values.get(key)) as T | undefined;
  }
  async put(key: string | Record<string, unknown>, value?: unknown): Promise<void> {
    const entries = typeof key === "string" ? { [key]: value } : key;
    for (const [k, v] of Object.entries(entries)) this.values.set(k, structuredClone(v));
  }
  async delete(key: string): Promise<boolean> {
    return this.values.delete(key);
  }
  async deleteAll(): Promise<void> {
    this.values.clear();
  }
  async getAlarm(): Promise<number | null> {
    return this.alarm;
  }
  async setAlarm(at: number): Promise<void> {
    this.alarm = at;
  }
  async deleteAlarm(): Promise<void> {
    this.alarm = null;
  }
}

export class FakeConnection {
  readonly sent: ServerMessage[] = [];
  state: Player | null = null;
  closedWith: number | null = null;
  constructor(readonly id: string) {}
  setState(state: Player) {
    this.state = state;
    return state;
  }
  send(raw: string) {
    this.sent.push(JSON.parse(raw) as ServerMessage);
  }
  close(code: number) {
    this.closedWith = code;
  }
}

export type FakeBackend = {
  session: InternalSession["session"];
  reports: ResultReport[];
  // What the result endpoint answers; it replays every report it takes.
  answer: number;
  sessionFetches: number;
  // Progress reports of a game saved to the account, and whether the account still keeps it.
  progress: ProgressReport[];
  keepsProgress: boolean;
};

export function fakeBackend(definition: GameDefinition, session: InternalSession["session"]): FakeBackend & { fetch: typeof fetch } {
  const backend: FakeBackend = { session, reports: [], answer: 200, sessionFetches: 0, progress: [], keepsProgress: true };
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (init?.method === "POST" && url.pathname.endsWith("/progress")) {
      backend.progress.push(JSON.parse(String(init.body)) as ProgressReport);
      return Response.json({ saved: backend.keepsProgress });
    }
    if (init?.method === "POST") {
      const report = JSON.parse(String(init.body)) as ResultReport;
      if (backend.answer !== 200) return Response.json({ error: "unavailable" }, { status: backend.answer });
      const replayed = resultOf(replay(definition, report.log).state);
      if (JSON.stringify(replayed) !== JSON.stringify(resultOf(report.state))) return Response.json({ error: "replay_mismatch" }, { status: 400 });
      backend.reports.push(report);
      backend.session = { ...backend.session, status: "ended" };
      return Response.json({ ok: true });
    }
    backend.sessionFetches += 1;
    if (!url.pathname.endsWith(`/${backend.session.id}`)) return Response.json({ error: "not_found" }, { status: 404 });
    return Response.json({ session: backend.session, definition });
  };
  return Object.assign(backend, { fetch: fetchImpl as typeof fetch });
}

/** The slice of Party.Room a GamePlay uses. */
export function fakeRoom(id: string, storage: MemoryStorage, connections: FakeConnection[]): Party.Room {
  const room = {
    id,
    env: { BACKEND_URL: "http://backend.test", ROOM_SERVICE_SECRET: "secret" },
    storage,
    getConnections: () => connections.values(),
    blockConcurrencyWhile: <T>(fn: () => Promise<T>) => fn(),
  };
  return room as unknown as Party.Room;
}
