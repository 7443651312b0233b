import { Hono } from "hono";
import type { Env } from "../env";

/** Liveness plus a D1 round trip, so a deploy with a broken binding shows up here first. */
export const health = new Hono<{ Bindings: Env }>().get("/", async (c) => {
  const started = Date.now();
  const row = await c.env.DB.prepare("select 1 as ok").first<{ ok: number }>();
  return c.json({ status: row?.ok === 1 ? "ok" : "degraded", db: row?.ok === 1, dbMs: Date.now() - started });
});
