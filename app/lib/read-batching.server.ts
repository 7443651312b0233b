/**
 * One request's reads go to D1 together (ADR 033). A page's loaders (root, layout, page) and the parts of a
 * page read side by side; each statement costs a round trip to D1, and D1 answers them one after another.
 * Every SELECT a request starts before its next macrotask is sent in one `batch`: one round trip for all of
 * them, whichever module wrote them. Writes, and reads asking for column names, go straight through.
 *
 * `raw()` reads (drizzle's selects) come back from a batch keyed by column name, where two columns of the
 * same name (a join's two `id`s) would collapse into one: they are sent as `SELECT * FROM (…)`, for which
 * SQLite names every column uniquely (`id`, `id:1`) and keeps the inner query's order.
 */
type Kind = "all" | "first" | "raw";
type Pending = { statement: BatchedStatement; kind: Kind; column?: string; resolve: (value: unknown) => void; reject: (error: unknown) => void };

const READ = /^\s*select\b/i;
// Integer-like keys come first in a JS object whatever the column order: such rows cannot be read back in order.
const INTEGER_KEY = /^(0|[1-9]\d*)$/;

class BatchedStatement {
  private bound: D1PreparedStatement | undefined;

  constructor(
    private readonly batcher: Batcher,
    readonly sql: string,
    readonly params: unknown[],
    private readonly prepared: D1PreparedStatement,
  ) {}

  /** D1's own statement, bound when first needed: a read sent as `SELECT * FROM (…)` never binds this one. */
  get real(): D1PreparedStatement {
    this.bound ??= this.params.length ? this.prepared.bind(...this.params) : this.prepared;
    return this.bound;
  }

  bind(...params: unknown[]) {
    return new BatchedStatement(this.batcher, this.sql, params, this.prepared);
  }

  run() {
    return this.real.run();
  }

  all() {
    return READ.test(this.sql) ? this.batcher.enqueue(this, "all") : this.real.all();
  }

  first(column?: string) {
    if (!READ.test(this.sql)) return column === undefined ? this.real.first() : this.real.first(column);
    return this.batcher.enqueue(this, "first", column);
  }

  raw(options?: { columnNames?: boolean }) {
    if (options?.columnNames || !READ.test(this.sql)) return this.real.raw(options as { columnNames?: false });
    return this.batcher.enqueue(this, "raw");
  }
}

/** What one statement of a batch answers, in the shape the method it was read with answers. */
function answer(item: Pending, result: D1Result<Record<string, unknown>>): { ok: true; value: unknown } | { ok: false } {
  // Copies: a read asked twice shares one result, and neither asker may see the other change its rows.
  const rows = (result.results ?? []).map((row) => ({ ...row }));
  if (item.kind === "all") return { ok: true, value: { ...result, results: rows } };
  if (item.kind === "raw") {
    if (rows.length && Object.keys(rows[0]).some((key) => INTEGER_KEY.test(key))) return { ok: false };
    return { ok: true, value: rows.map((row) => Object.values(row)) };
  }
  const row = rows[0] ?? null;
  if (item.column === undefined) return { ok: true, value: row };
  // A missing column is D1's own error, which the statement sent alone gives.
  if (row && !(item.column in row)) return { ok: false };
  return { ok: true, value: row ? row[item.column] : null };
}

/** Reads with the same statement and values (text and numbers only: a blob has no faithful key) share one answer. */
function sameReadKey(item: Pending): string | null {
  const { sql, params } = item.statement;
  if (!params.every((p) => p === null || ["string", "number", "boolean"].includes(typeof p))) return null;
  return `${item.kind === "raw" ? "raw" : "rows"}\u0000${sql}\u0000${JSON.stringify(params)}`;
}

class Batcher {
  private queue: Pending[] = [];

  constructor(readonly d1: D1Database) {}

  enqueue(statement: BatchedStatement, kind: Kind, column?: string): Promise<never> {
    return new Promise((resolve, reject) => {
      this.queue.push({ statement, kind, column, resolve: resolve as (value: unknown) => void, reject });
      // Loaders start their reads after a few awaits of their own: the batch waits for the macrotask, not a microtask.
      if (this.queue.length === 1) setTimeout(() => this.flushQueue(), 0);
    });
  }

  private flushQueue() {
    const items = this.queue;
    this.queue = [];
    // Whatever goes wrong, every read is answered: a read left pending would hang its page.
    this.flush(items).catch((error) => items.forEach((item) => item.reject(error)));
  }

  private alone(item: Pending): Promise<void> {
    try {
      const { real } = item.statement;
      const read = item.kind === "all" ? real.all() : item.kind === "raw" ? real.raw() : item.column === undefined ? real.first() : real.first(item.column);
      return read.then(item.resolve, item.reject);
    } catch (error) {
      // D1 refuses some values when they are bound (an object, undefined): that read's own error.
      item.reject(error);
      return Promise.resolve();
    }
  }

  private sent(item: Pending): D1PreparedStatement {
    if (item.kind !== "raw") return item.statement.real;
    const inner = item.statement.sql.replace(/;\s*$/, "");
    return this.d1.prepare(`SELECT * FROM (\n${inner}\n)`).bind(...item.statement.params);
  }

  private async flush(queued: Pending[]) {
    if (queued.length === 1) return this.alone(queued[0]);
    // The same read asked twice (a layout and its page both reading the account) is sent once.
    const statements: D1PreparedStatement[] = [];
    const firstOf = new Map<string, number>();
    const items: Pending[] = [];
    const slots: number[] = [];
    for (const item of queued) {
      const key = sameReadKey(item);
      let slot = key === null ? undefined : firstOf.get(key);
      if (slot === undefined) {
        try {
          statements.push(this.sent(item));
        } catch (error) {
          item.reject(error);
          continue;
        }
        slot = statements.length - 1;
        if (key !== null) firstOf.set(key, slot);
      }
      items.push(item);
      slots.push(slot);
    }
    if (!statements.length) return;
    let results: D1Result<Record<string, unknown>>[];
    try {
      results = await this.d1.batch<Record<string, unknown>>(statements);
    } catch {
      // A batch is one transaction: one failing statement fails them all. Alone, each gets its own answer.
      await Promise.all(items.map((item) => this.alone(item)));
      return;
    }
    await Promise.all(
      items.map((item, i) => {
        const outcome = answer(item, results[slots[i]]);
        if (outcome.ok) return item.resolve(outcome.value);
        return this.alone(item);
      }),
    );
  }

  /** Statements an explicit `batch` (a transaction of the app's own) carries are D1's, unwrapped. */
  unwrap(statements: D1PreparedStatement[]): D1PreparedStatement[] {
    return statements.map((s) => (s instanceof BatchedStatement ? s.real : s));
  }
}

/** A request's D1: the same binding, its reads grouped into batches. Made per request: a batch is one request's I/O. */
export function readBatching(d1: D1Database): D1Database {
  const batcher = new Batcher(d1);
  const wrapped = {
    prepare: (sql: string) => new BatchedStatement(batcher, sql, [], d1.prepare(sql)),
    batch: (statements: D1PreparedStatement[]) => d1.batch(batcher.unwrap(statements)),
    exec: (sql: string) => d1.exec(sql),
    dump: () => d1.dump(),
    withSession: (...args: Parameters<D1Database["withSession"]>) => d1.withSession(...args),
  };
  return wrapped as unknown as D1Database;
}
