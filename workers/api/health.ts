import { Hono } from "hono";
import { checkHealth } from "../../app/lib/observability/health.server";
import { log } from "../../app/lib/observability/log.server";
import { currentRequestId } from "../../app/lib/observability/request-context.server";
import type { Env } from "../env";

/**
 * D1, R2 and the rooms host, each with its state (ADR 048): 200 when all answer, 503 naming the one that does not.
 * `status` and `db` stay as they were for the probes that read them (npm start, the shipped-worker tests).
 */
export const health = new Hono<{ Bindings: Env }>().get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  const { ok, checks } = await checkHealth(c.env);
  if (!ok) {
    const failed = Object.entries(checks).filter(([, check]) => check.state !== "ok").map(([name, check]) => `${name}:${check.state}`);
    log("warn", { msg: "health failing", requestId: currentRequestId(), failed: failed.join(",") });
  }
  return c.json({ status: ok ? "ok" : "failing", db: checks.db.state === "ok", checks }, ok ? 200 : 503);
});
