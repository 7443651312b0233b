import { applyD1Migrations, env } from "cloudflare:test";

// Each test file gets a fresh isolated D1: migrate it and load the same demo content `npm start` shows.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(env.TEST_SEED.map((statement: string) => env.DB.prepare(statement)));
