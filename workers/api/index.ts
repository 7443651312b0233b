import { Hono, type Context } from "hono";
import { reportError } from "../../app/lib/observability/errors.server";
import { currentRequestId } from "../../app/lib/observability/request-context.server";
import type { Env } from "../env";
import { auth } from "./auth";
import { billing } from "./billing";
import { health } from "./health";
import { stats } from "./stats";
import { user } from "./user";

/** The `/v1` API. Each domain mounts its own small router; errors are JSON, never an HTML page. */
export const api = new Hono<{ Bindings: Env }>().basePath("/v1");

api.route("/health", health);
api.route("/stats", stats);
api.route("/auth", auth);
api.route("/user", user);
api.route("/billing", billing);

// Game rooms only (service credential); loaded on first use, see internal.ts.
const internal = async (c: Context<{ Bindings: Env }>) => (await import("./internal")).internal.fetch(c.req.raw, c.env, c.executionCtx);
api.all("/internal/*", internal);

api.notFound((c) => c.json({ error: "not_found" }, 404));
api.onError((err, c) => {
  reportError(err, { requestId: currentRequestId(), where: "api" });
  return c.json({ error: "internal_error" }, 500);
});
