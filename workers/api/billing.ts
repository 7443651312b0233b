import { Hono } from "hono";
import { createDb } from "../../app/lib/db.server";
import { receiveWebhook } from "../../app/lib/billing/webhook.server";
import type { Env } from "../env";

/**
 * Stripe's webhook endpoint (ADR 037): machine to machine, no session, no page, so it lives in the API beside the
 * rooms' internal calls and outside the site's front door. The body is read once, as text, and that exact text
 * is what the signature is checked on.
 */
export const billing = new Hono<{ Bindings: Env }>().post("/webhook", async (c) => {
  const rawBody = await c.req.text();
  const answer = await receiveWebhook({ env: c.env, db: createDb(c.env.DB) }, rawBody, c.req.header("Stripe-Signature") ?? null, new URL(c.req.url).origin);
  return c.json(answer.body, answer.status as 200 | 400 | 503, { "Cache-Control": "no-store" });
});
