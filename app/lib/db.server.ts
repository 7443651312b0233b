import { drizzle } from "drizzle-orm/d1";

/**
 * A request's database. Made per request, over the request's own D1 (workers/app.ts groups its reads into
 * batches); nothing reads through drizzle's relational `db.query`, so no schema is given.
 */
export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Database = ReturnType<typeof createDb>;
