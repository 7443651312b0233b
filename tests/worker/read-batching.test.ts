import { env } from "cloudflare:test";
import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { games, users } from "../../db/schema";
import { createDb } from "~/lib/db.server";
import { readBatching } from "~/lib/read-batching.server";

/** The test's D1 with its round trips counted: one per statement sent alone, one per batch. */
function counted() {
  const trips = { alone: 0, batches: [] as number[] };
  const d1 = env.DB;
  const reals = new WeakMap<object, D1PreparedStatement>();
  const statement = (real: D1PreparedStatement): D1PreparedStatement => {
    const counting = new Proxy(real, {
      get(target, key) {
        if (key === "bind") return (...params: unknown[]) => statement(target.bind(...params));
        if (key === "all" || key === "raw" || key === "first" || key === "run") {
          return (...args: unknown[]) => {
            trips.alone++;
            return (target[key] as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return Reflect.get(target, key, target);
      },
    });
    reals.set(counting, real);
    return counting;
  };
  const unwrap = (s: D1PreparedStatement) => reals.get(s) ?? s;
  const proxy = {
    prepare: (query: string) => statement(d1.prepare(query)),
    batch: (statements: D1PreparedStatement[]) => {
      trips.batches.push(statements.length);
      return d1.batch(statements.map(unwrap));
    },
    exec: (query: string) => d1.exec(query),
  } as unknown as D1Database;
  const d1Batching = readBatching(proxy);
  return { db: createDb(d1Batching), d1: d1Batching, trips };
}

describe("a request's reads", () => {
  it("started together reach D1 in one batch, each with its own rows", async () => {
    const { db, trips } = counted();
    const [game, creator, count] = await Promise.all([
      db.select({ id: games.id, title: games.title }).from(games).where(eq(games.id, "crypte-oubliee")).limit(1),
      db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, "u_atelier")).limit(1),
      db.select({ n: sql<number>`count(*)` }).from(games),
    ]);
    expect(game).toEqual([{ id: "crypte-oubliee", title: expect.any(String) }]);
    expect(creator).toEqual([{ id: "u_atelier", username: "AtelierEnigma" }]);
    expect(count[0].n).toBeGreaterThan(3);
    expect(trips).toEqual({ alone: 0, batches: [3] });
  });

  it("asked twice in one batch are sent once, each asker getting rows of its own", async () => {
    const { db, d1, trips } = counted();
    const account = () => db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, "u_atelier"));
    const raw = () => d1.prepare("SELECT id FROM games WHERE creator_id = ? ORDER BY id").bind("u_atelier").all();
    const [a, b, c, d] = await Promise.all([account(), account(), raw(), raw()]);
    expect(trips.batches).toEqual([2]);
    expect(b).toEqual(a);
    c.results.reverse();
    expect(d.results.map((row) => row.id)).toEqual(["crypte-oubliee", "manoir-horloger", "phare-englouti"]);
  });

  it("keep both columns of a join whose tables share column names, and the query's order", async () => {
    const { db } = counted();
    const joined = () =>
      db
        .select({ gameId: games.id, creatorId: users.id, title: games.title, username: users.username })
        .from(games)
        .innerJoin(users, eq(users.id, games.creatorId))
        .orderBy(desc(games.title));
    const alone = await joined();
    const [batched] = await Promise.all([joined(), db.select({ id: games.id }).from(games).limit(1)]);
    expect(batched).toEqual(alone);
    expect(new Set(batched.map((row) => row.gameId)).size).toBe(batched.length);
    expect(batched.every((row) => row.creatorId.startsWith("u_"))).toBe(true);
  });

  it("answer first() and all() as D1 does", async () => {
    const { trips, d1 } = counted();
    const [row, title, none, all] = await Promise.all([
      d1.prepare("SELECT id, title FROM games WHERE id = ?").bind("crypte-oubliee").first(),
      d1.prepare("SELECT title FROM games WHERE id = ?").bind("crypte-oubliee").first<string>("title"),
      d1.prepare("SELECT id FROM games WHERE id = ?").bind("absent").first(),
      d1.prepare("SELECT id FROM games WHERE id IN (?, ?) ORDER BY id").bind("crypte-oubliee", "absent").all(),
    ]);
    expect(row).toEqual(await env.DB.prepare("SELECT id, title FROM games WHERE id = ?").bind("crypte-oubliee").first());
    expect(title).toBe((row as { title: string }).title);
    expect(none).toBeNull();
    expect(all.results).toEqual([{ id: "crypte-oubliee" }]);
    expect(trips.alone).toBe(0);
  });

  it("each get their own answer when one of them fails", async () => {
    const { db } = counted();
    const [ok, failed] = await Promise.allSettled([
      db.select({ id: games.id }).from(games).where(eq(games.id, "crypte-oubliee")),
      db.all(sql`SELECT no_such_column FROM games`),
    ]);
    expect(ok).toEqual({ status: "fulfilled", value: [{ id: "crypte-oubliee" }] });
    expect(failed.status).toBe("rejected");
  });

  it("each get their own answer when D1 refuses one's values, alone or in a batch", async () => {
    const { d1 } = counted();
    const refused = () => d1.prepare("SELECT id FROM games WHERE id = ?").bind({ not: "a value" }).all();
    await expect(refused()).rejects.toThrow();
    const [ok, failed] = await Promise.allSettled([d1.prepare("SELECT id FROM games WHERE id = ?").bind("crypte-oubliee").first("id"), refused()]);
    expect(ok).toEqual({ status: "fulfilled", value: "crypte-oubliee" });
    expect(failed.status).toBe("rejected");
  });

  it("see the writes made before them: writes go to D1 at once, outside any batch", async () => {
    const { db, trips } = counted();
    await db.update(games).set({ title: "Titre changé" }).where(eq(games.id, "crypte-oubliee"));
    expect(trips).toEqual({ alone: 1, batches: [] });
    const [row] = await db.select({ title: games.title }).from(games).where(eq(games.id, "crypte-oubliee"));
    expect(row.title).toBe("Titre changé");
  });

  it("leave the app's own batches (transactions) as they are", async () => {
    const { db } = counted();
    const [updated, [row]] = await db.batch([
      db.update(games).set({ title: "Dans la transaction" }).where(eq(games.id, "crypte-oubliee")).returning({ id: games.id }),
      db.select({ title: games.title }).from(games).where(eq(games.id, "crypte-oubliee")),
    ]);
    expect(updated).toEqual([{ id: "crypte-oubliee" }]);
    expect(row.title).toBe("Dans la transaction");
  });
});
