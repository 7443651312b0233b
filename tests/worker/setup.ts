import { applyD1Migrations, env } from "cloudflare:test";

/**
 * Every test file starts from the database `npm start` shows: migrated and seeded. The worker project shares one
 * runtime between files (vitest.config.ts: loading the worker's bundle once instead of once a file), so what an
 * earlier file left is dropped first: its triggers, views, then its tables, children before parents (a full-text
 * table takes its shadow tables with it); then the migrations run again from the first.
 */
type SchemaRow = { type: string; name: string; sql: string | null };
const { results: schema } = await env.DB.prepare(
  "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND type IN ('table', 'view', 'trigger')",
).all<SchemaRow>();
if (schema.length) {
  const virtual = schema.filter((row) => row.type === "table" && /^CREATE VIRTUAL TABLE/i.test(row.sql ?? "")).map((row) => row.name);
  const tables = schema.filter((row) => row.type === "table" && !virtual.some((owner) => row.name.startsWith(`${owner}_`))).map((row) => row.name);
  // A parent dropped before its children would run their ON DELETE actions against tables already gone.
  const lists = await env.DB.batch<{ table: string }>(tables.map((name) => env.DB.prepare(`PRAGMA foreign_key_list("${name}")`)));
  const links = tables.flatMap((child, i) => lists[i].results.map((row) => ({ child, parent: row.table })));
  const ordered: string[] = [];
  const pending = new Set(tables);
  while (pending.size) {
    const free = [...pending].filter((name) => !links.some((link) => link.parent === name && link.child !== name && pending.has(link.child)));
    for (const name of free.length ? free : [...pending]) {
      pending.delete(name);
      ordered.push(name);
    }
  }
  const drop = (type: string, name: string) => env.DB.prepare(`DROP ${type} IF EXISTS "${name}"`);
  await env.DB.batch([
    ...schema.filter((row) => row.type === "trigger").map((row) => drop("TRIGGER", row.name)),
    ...schema.filter((row) => row.type === "view").map((row) => drop("VIEW", row.name)),
    ...ordered.map((name) => drop("TABLE", name)),
  ]);
}
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(env.TEST_SEED.map((statement: string) => env.DB.prepare(statement)));

// Files in R2 from an earlier file: every test file sees an empty bucket, as on a fresh runtime.
for (let listed = await env.FILES.list(); listed.objects.length; listed = await env.FILES.list()) {
  await env.FILES.delete(listed.objects.map((object) => object.key));
}
