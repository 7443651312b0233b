import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, count, eq, gt } from "drizzle-orm";
import { contactMessages } from "../../db/schema";
import { mailerFor } from "./mail/mailer.server";
import {
  HONEYPOT_FIELD,
  parseContact,
  type ContactErrors,
  type ContactInput,
  type ContactValues,
} from "./contact-schema";

/** A visitor may send this many messages per window; beyond it they are asked to wait. */
const BURST_LIMIT = 5;
const BURST_WINDOW_MS = 60 * 60 * 1000;

export type ContactResult =
  | { ok: true }
  | { ok: false; status: 400 | 429; errors: ContactErrors & { form?: string }; values: ContactValues };

function valuesOf(raw: Record<string, unknown>): ContactValues {
  const text = (key: string) => (typeof raw[key] === "string" ? (raw[key] as string) : "");
  return { name: text("name"), email: text("email"), topic: text("topic"), message: text("message") };
}

/**
 * Validates, stores and forwards a contact message to the support inbox. A filled honeypot gets the same success answer, so bots learn nothing, but nothing is stored.
 */
export async function submitContact(context: AppLoadContext, form: FormData): Promise<ContactResult> {
  const raw = Object.fromEntries(form);
  if (typeof raw[HONEYPOT_FIELD] === "string" && raw[HONEYPOT_FIELD] !== "") return { ok: true };

  const parsed = parseContact(raw);
  if (!parsed.success) return { ok: false, status: 400, errors: parsed.errors, values: valuesOf(raw) };

  if (await tooManyRecent(context)) {
    return { ok: false, status: 429, errors: { form: "tooMany" }, values: valuesOf(raw) };
  }
  await storeMessage(context, parsed.output);
  return { ok: true };
}

async function tooManyRecent(context: AppLoadContext): Promise<boolean> {
  const since = new Date(Date.now() - BURST_WINDOW_MS);
  const [row] = await context.db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.visitorId, context.visitorId), gt(contactMessages.createdAt, since)));
  return (row?.n ?? 0) >= BURST_LIMIT;
}

async function storeMessage(context: AppLoadContext, input: ContactInput): Promise<void> {
  const id = crypto.randomUUID();
  await context.db.insert(contactMessages).values({
    id,
    name: input.name,
    email: input.email,
    topic: input.topic,
    message: input.message,
    locale: context.locale,
    visitorId: context.visitorId,
    createdAt: new Date(),
  });
  await forwardToSupport(context, id, input);
}

/**
 * The message is kept first, then mailed to the support inbox; a failed mail leaves it "received" in D1
 * for the team to pick up, and the visitor is still thanked.
 */
async function forwardToSupport(context: AppLoadContext, id: string, input: ContactInput): Promise<void> {
  const to = context.env.SUPPORT_EMAIL || "support@escaplay.fr";
  const text = `${input.name} <${input.email}>\n${input.topic} · ${context.locale} · ${context.visitorId}\n\n${input.message}`;
  const html = `<pre style="font-family:system-ui,sans-serif;white-space:pre-wrap">${text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</pre>`;
  try {
    await mailerFor(context).send({ to, subject: `[Contact · ${input.topic}] ${input.name}`, text, html });
    await context.db.update(contactMessages).set({ status: "sent" }).where(eq(contactMessages.id, id));
  } catch (error) {
    console.error("contact mail failed", error);
  }
}
