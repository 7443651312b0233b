import { Hono } from "hono";
import * as v from "valibot";
import { LOCALE_CODES } from "../../app/i18n/locales";
import { requireBearer, type AccountEnv } from "./bearer.server";

/** `lang` is the client's current locale: one of the seven codes, or absent (an empty value counts as absent). */
const querySchema = v.object({ lang: v.optional(v.union([v.literal(""), v.picklist(LOCALE_CODES)])) });

/** The re-check on every route change (spec sections 4 and 7): storage and grade. */
export const user = new Hono<AccountEnv>().get("/check", requireBearer, (c) => {
  c.header("Cache-Control", "no-store");
  if (!v.safeParse(querySchema, { lang: c.req.query("lang") }).success) {
    return c.json({ error: "invalid_lang", allowed: LOCALE_CODES }, 400);
  }
  return c.json({ storageSize: c.var.user.storageBytes, grade: c.var.user.grade });
});
