import { drizzle } from "drizzle-orm/d1";
import * as schema from "../../db/schema";

// Building drizzle's relational config from the schema costs milliseconds: once per binding, not per request.
const instances = new WeakMap<D1Database, ReturnType<typeof build>>();
const build = (d1: D1Database) => drizzle(d1, { schema });

export function createDb(d1: D1Database) {
  let db = instances.get(d1);
  if (!db) {
    db = build(d1);
    instances.set(d1, db);
  }
  return db;
}

export type Database = ReturnType<typeof createDb>;
