import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../workers/app";

/** Shared by the mail tests (ADR 049): the development mailbox as a mail client sees it, and the worker's crons. */

export type KeptMail = { to: string; subject: string; text: string; html: string; headers: Record<string, string> };

export async function mailsTo(to: string): Promise<KeptMail[]> {
  const { results } = await env.DB.prepare('SELECT "to", subject, text, html, headers FROM dev_mailbox WHERE "to" = ? ORDER BY created_at, rowid').bind(to.toLowerCase()).all<KeptMail & { headers: string }>();
  return results.map((mail) => ({ ...mail, headers: JSON.parse(mail.headers) as Record<string, string> }));
}

/** The path and query of the first link in a mail's text that goes to `path` (mails point at the public host). */
export function linkIn(mail: KeptMail, path: string): string {
  const found = mail.text.match(new RegExp(`https?://[^\\s]+(${path.replace(/\//g, "\\/")}\\?t=[^\\s]+)`))?.[1];
  if (!found) throw new Error(`no ${path} link in "${mail.subject}"`);
  return found;
}

export async function runCron(cron: "17 3 * * *" | "*/5 * * * *", scheduledTime = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime }), env, ctx);
  await waitOnExecutionContext(ctx);
}

export async function newsletterRow(userId: string) {
  return env.DB.prepare("SELECT newsletter, newsletter_confirmed_at AS confirmedAt, game_activity AS gameActivity FROM mail_preferences WHERE user_id = ?")
    .bind(userId)
    .first<{ newsletter: number; confirmedAt: number | null; gameActivity: number }>();
}

/** The newest mail to `to` holding a link to `path` (registration's verification code came before it). */
export async function mailWith(to: string, path: string): Promise<KeptMail> {
  const found = (await mailsTo(to)).reverse().find((mail) => mail.text.includes(`${path}?t=`));
  if (!found) throw new Error(`no mail to ${to} with a ${path} link`);
  return found;
}
