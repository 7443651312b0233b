import { Hono, type Context } from "hono";
import * as v from "valibot";
import { sendVerificationCode, verifyAccount } from "../../app/lib/accounts/verification.server";
import { avatarUrl } from "../../app/lib/session.server";
import { authMessage, requireBearer, type AccountEnv } from "./bearer.server";

/** The French words of spec section 8, answered until the auth texts give the site's own. */
const FALLBACK = {
  invalidCode: "Le code n'est pas valide",
  error: "Une erreur est survenue",
  rateLimitedFor: "Trop de tentatives. Réessayez dans {{minutes}} min.",
};

type ErrorKey = keyof typeof FALLBACK;

function message(c: Context<AccountEnv>, key: ErrorKey, params: Record<string, number> = {}) {
  const fallback = FALLBACK[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ""));
  return authMessage(c.var.context.locale, key, fallback, params);
}

/** 429 with the wait in seconds (body and Retry-After) and in minutes in the message. */
function tooMany(c: Context<AccountEnv>, retryAfterSeconds = 60) {
  c.header("Retry-After", String(retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return c.json({ type: "error", error: "rateLimited", msg: message(c, "rateLimitedFor", { minutes }), retryAfter: retryAfterSeconds }, 429);
}

/** The mail transport failed: the caller may retry, so 503 rather than a 500 that means a bug. */
function unavailable(c: Context<AccountEnv>) {
  return c.json({ type: "error", error: "error", msg: message(c, "error") }, 503);
}

/** `code` as the client sends it: a string, or a number from a careless client. */
const codeBodySchema = v.object({ code: v.union([v.string(), v.pipe(v.number(), v.integer(), v.transform(String))]) });

type Body = { ok: true; value: unknown } | { ok: false };

/** JSON or form bodies; a body that cannot be read at all is the caller's fault, never a 500. */
async function readBody(c: Context<AccountEnv>): Promise<Body> {
  const type = c.req.header("Content-Type") ?? "";
  try {
    if (/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) return { ok: true, value: await c.req.parseBody() };
    const text = await c.req.text();
    return { ok: true, value: text.trim() ? JSON.parse(text) : {} };
  } catch {
    return { ok: false };
  }
}

export const auth = new Hono<AccountEnv>()
  .use("*", async (c, next) => {
    await next();
    // Account answers are personal: no shared cache may keep them.
    c.header("Cache-Control", "no-store");
  })
  /** Start-up and route-change check (spec sections 4 and 7). */
  .post("/connect/check", requireBearer, (c) => {
    const user = c.var.user;
    return c.json({
      grade: user.grade,
      idAccount: user.id,
      file_uid: user.fileUid,
      name: user.username,
      email: user.email,
      profilepicture: avatarUrl(user),
      storageSize: user.storageBytes,
    });
  })
  /** "Resend the code": the client alerts "Sent!" on success. */
  .post("/account/valid/send", requireBearer, async (c) => {
    if (c.var.user.grade !== 0) return c.json({ type: "error", error: "alreadyValid", msg: message(c, "error") }, 409);
    const sent = await sendVerificationCode(c.var.context, c.var.user);
    if (sent.ok) return c.json({ type: "sent", msg: "Sent!" });
    return sent.error === "rateLimited" ? tooMany(c, sent.retryAfterSeconds) : unavailable(c);
  })
  /** The 6-digit code: grade 0 becomes 1; `type: "valid"` is the client's sign of success. */
  .post("/account/valid", requireBearer, async (c) => {
    const body = await readBody(c);
    if (!body.ok) return c.json({ type: "error", error: "malformedBody", msg: message(c, "error") }, 400);
    const input = v.safeParse(codeBodySchema, body.value);
    if (!input.success) return c.json({ type: "invalid", msg: message(c, "invalidCode") }, 400);
    const result = await verifyAccount(c.var.context, c.var.user, input.output.code);
    if (result.ok) return c.json({ type: "valid" });
    if (result.error === "rateLimited") return tooMany(c, result.retryAfterSeconds);
    if (result.error === "invalidCode") return c.json({ type: "invalid", msg: message(c, "invalidCode") }, 400);
    return unavailable(c);
  });
