import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { mailPreferences } from "../../../db/schema";

export type MailPreferences = { newsletter: boolean; productNews: boolean; gameActivity: boolean };

/** The table's defaults, for an account that never saved its choices. */
const DEFAULTS: MailPreferences = { newsletter: false, productNews: true, gameActivity: true };

/**
 * An unticked checkbox sends nothing; a ticked one sends "on" (or the value the form gives it). The
 * schema only validates: valibot skips a missing optional key altogether, so the booleans come from
 * `ticked` below, or an unticked box would never turn its mail off.
 */
const checkbox = v.optional(v.picklist(["on", "1", "true"], "invalid"));
const allSchema = v.object({ newsletter: checkbox, productNews: checkbox, gameActivity: checkbox });
const newsletterSchema = v.object({ newsletter: checkbox });

export type PreferencesScope = "all" | "newsletter";
/** `confirm`: the newsletter was just asked for and the address is not confirmed yet, so a confirmation mail is due (ADR 049). */
export type PreferencesResult = { ok: true; confirm: boolean } | { ok: false; status: 400 | 500; error: "invalid" | "preferences"; values: MailPreferences };

/** Where the newsletter stands (double opt-in, ADR 049): not asked, asked and waiting for the confirmation link, confirmed. */
export type NewsletterState = "off" | "pending" | "on";

export async function newsletterState(db: AppLoadContext["db"], userId: string): Promise<NewsletterState> {
  const [row] = await db
    .select({ newsletter: mailPreferences.newsletter, confirmedAt: mailPreferences.newsletterConfirmedAt })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId))
    .limit(1);
  if (!row?.newsletter) return "off";
  return row.confirmedAt ? "on" : "pending";
}

export async function readPreferences(db: AppLoadContext["db"], userId: string): Promise<MailPreferences> {
  const [row] = await db
    .select({ newsletter: mailPreferences.newsletter, productNews: mailPreferences.productNews, gameActivity: mailPreferences.gameActivity })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId))
    .limit(1);
  return row ?? DEFAULTS;
}

/**
 * Saves the choices of /account/mail (all three) or /account/newsletter (the newsletter only, the
 * others kept). A failed write shows the spec's mail-preferences error and keeps the boxes as ticked.
 */
export async function savePreferences(
  db: AppLoadContext["db"],
  userId: string,
  scope: PreferencesScope,
  form: Record<string, unknown>,
): Promise<PreferencesResult> {
  const ticked = (key: string) => form[key] !== undefined && form[key] !== "";
  // The newsletter page keeps the other choices; both pages compare the newsletter with what it was. A failed read is reported below.
  const current = await readPreferences(db, userId).catch(() => null);
  const values: MailPreferences =
    scope === "all"
      ? { newsletter: ticked("newsletter"), productNews: ticked("productNews"), gameActivity: ticked("gameActivity") }
      : { ...(current ?? DEFAULTS), newsletter: ticked("newsletter") };
  const parsed = v.safeParse(scope === "all" ? allSchema : newsletterSchema, form);
  if (!parsed.success) return { ok: false, status: 400, error: "invalid", values };
  // Writing the newsletter alone without the saved choices would reset the other two to the defaults.
  if (!current) return { ok: false, status: 500, error: "preferences", values };
  // Leaving the newsletter forgets the confirmation: coming back asks for a new one. Staying keeps it as it is.
  const confirmation = values.newsletter ? {} : { newsletterConfirmedAt: null };
  try {
    await db
      .insert(mailPreferences)
      .values({ userId, ...values, updatedAt: new Date() })
      .onConflictDoUpdate({ target: mailPreferences.userId, set: { ...values, ...confirmation, updatedAt: new Date() } });
  } catch {
    return { ok: false, status: 500, error: "preferences", values };
  }
  return { ok: true, confirm: values.newsletter && !current.newsletter };
}
