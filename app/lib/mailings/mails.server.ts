import { translate } from "~/i18n/catalog.server";
import type { LocaleCode } from "~/i18n/locales";
import type { MailMessage } from "../mail/mailer.server";
import { compose } from "../mail/templates.server";
import type { ActivityKind } from "../../../db/schema";

/** The mails of ADR 049, each in its recipient's language: the newsletter's confirmation, the daily digest, a newsletter. */

type Unsubscribe = { link: string; headers: Record<string, string> };

/** Double opt-in: only this link makes the address a subscriber. Not a list mail yet, so no unsubscribe. */
export function newsletterConfirmMail(locale: LocaleCode, { name, email, link }: { name: string; email: string; link: string }): MailMessage {
  const t = (key: string) => translate(locale, `mailings.confirmMail.${key}`, { name });
  return compose(locale, email, t("subject"), [t("greeting"), t("intro")], { link: { label: t("button"), href: link }, after: t("expiry") });
}

const EVENT_KEYS: Record<ActivityKind, string> = {
  "review-pending": "reviewPending",
  "review-approved": "reviewApproved",
  "review-rejected": "reviewRejected",
  report: "report",
  "collaborator-joined": "collaboratorJoined",
};

export type DigestEvent = { kind: ActivityKind; title: string; detail: string };

/** One line per event, oldest first, in the creator's language; a report names its reason, never who sent it. */
export function digestLine(locale: LocaleCode, event: DigestEvent): string {
  const reason = event.kind === "report" ? translate(locale, `reports.reasons.${event.detail}`) : "";
  return `• ${translate(locale, `mailings.digest.events.${EVENT_KEYS[event.kind]}`, { title: event.title, name: event.detail, reason })}`;
}

export function digestMail(
  locale: LocaleCode,
  { name, email, events, link, unsubscribe }: { name: string; email: string; events: DigestEvent[]; link: string; unsubscribe: Unsubscribe },
): MailMessage {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(locale, `mailings.digest.${key}`, { name, ...params });
  const lines = [t("greeting"), t("intro", { n: events.length }), events.map((event) => digestLine(locale, event)).join("\n")];
  return compose(locale, email, t("subject", { n: events.length }), lines, {
    link: { label: t("button"), href: link },
    after: t("after"),
    footer: false,
    unsubscribe: { text: t("unsubscribeText"), label: t("unsubscribeLabel"), href: unsubscribe.link },
    headers: unsubscribe.headers,
  });
}

/** Staff's words as written: paragraphs split on blank lines, escaped by the layout, nothing interpreted. */
export function newsletterMail(
  locale: LocaleCode,
  { name, email, subject, body, unsubscribe }: { name: string; email: string; subject: string; body: string; unsubscribe: Unsubscribe },
): MailMessage {
  const t = (key: string) => translate(locale, `mailings.newsletterMail.${key}`, { name });
  const paragraphs = body
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return compose(locale, email, subject, [t("greeting"), ...paragraphs], {
    after: "",
    footer: false,
    unsubscribe: { text: t("unsubscribeText"), label: t("unsubscribeLabel"), href: unsubscribe.link },
    headers: unsubscribe.headers,
  });
}
