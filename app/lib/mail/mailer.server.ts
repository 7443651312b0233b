import type { AppLoadContext } from "@remix-run/cloudflare";
import { devMailbox } from "../../../db/schema";
import { randomId } from "../accounts/random.server";

/** `headers`: extra mail headers (List-Unsubscribe and its one-click partner, RFC 8058), sent as given. */
export type MailMessage = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Development and tests: mails are kept in D1 and read on /dev/mailbox, so a local sign-up works offline. */
function devMailer(db: AppLoadContext["db"]): Mailer {
  return {
    async send(message) {
      // The column's default has whole seconds; a code resent within the same second must still read as the newest.
      const { headers, ...rest } = message;
      await db.insert(devMailbox).values({ id: randomId("m"), ...rest, headers: JSON.stringify(headers ?? {}), createdAt: new Date() });
    },
  };
}

/** Production: Resend's HTTP API (ADR 006), one request per mail. */
function resendMailer(apiKey: string, from: string): Mailer {
  return {
    async send(message) {
      const response = await fetch("https://api.resend.com/emails", {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from, to: [message.to], subject: message.subject, text: message.text, html: message.html, ...(message.headers ? { headers: message.headers } : {}) }),
      });
      if (!response.ok) throw new Error(`Mail transport refused the message: ${response.status}`);
    },
  };
}

export function mailerFor(context: Pick<AppLoadContext, "env" | "db">): Mailer {
  const { env } = context;
  if (env.MAIL_TRANSPORT === "resend") {
    if (!env.RESEND_API_KEY || !env.MAIL_FROM) throw new Error("MAIL_TRANSPORT=resend needs RESEND_API_KEY and MAIL_FROM");
    return resendMailer(env.RESEND_API_KEY, env.MAIL_FROM);
  }
  // A production deployment must never keep users' mails in a table nobody reads.
  if (env.ENVIRONMENT === "production") throw new Error("Production needs a real MAIL_TRANSPORT");
  return devMailer(context.db);
}

export function devMailboxEnabled(env: AppLoadContext["env"]): boolean {
  return env.ENVIRONMENT !== "production" && env.MAIL_TRANSPORT !== "resend";
}
