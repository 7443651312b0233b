import { translate } from "~/i18n/catalog.server";
import { LOCALES, type LocaleCode } from "~/i18n/locales";
import { dateFormat } from "../intl-formats";
import { formatPrice, teacherPrice } from "../plans";
import type { MailMessage } from "./mailer.server";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `footer: false` leaves out the generic "if it was not you, ignore it", wrong under a security notice. A list mail
 * (ADR 049) names its `unsubscribe` link below the signature instead, and carries its `headers`.
 */
type Extra = {
  code?: string;
  link?: { label: string; href: string };
  after: string;
  footer?: false;
  unsubscribe?: { text: string; label: string; href: string };
  headers?: Record<string, string>;
};

/** One layout for every mail: plain text and a simple, accessible HTML version of the same words. */
export function compose(locale: LocaleCode, to: string, subject: string, lines: string[], extra: Extra): MailMessage {
  const signature = translate(locale, "mail.signature");
  const footer = extra.footer === false ? "" : translate(locale, "mail.footer");
  const unsubscribe = extra.unsubscribe ? `${extra.unsubscribe.text} ${extra.unsubscribe.label} : ${extra.unsubscribe.href}` : "";
  const text = [...lines, extra.code ?? "", extra.link ? `${extra.link.label} : ${extra.link.href}` : "", extra.after, signature, footer, unsubscribe]
    .filter(Boolean)
    .join("\n\n");
  const html = `<!doctype html><html lang="${LOCALES[locale].lang}"><body style="font-family:system-ui,sans-serif;color:#17142b;line-height:1.5;max-width:36rem;margin:0 auto;padding:1.5rem">
${lines.map((line) => `<p>${escape(line).replace(/\n/g, "<br>")}</p>`).join("\n")}
${extra.code ? `<p style="font-size:2rem;font-weight:700;letter-spacing:0.3em;color:#1e1b4b">${escape(extra.code)}</p>` : ""}
${extra.link ? `<p><a href="${escape(extra.link.href)}" style="display:inline-block;background:#3b2f9e;color:#fff;padding:0.7rem 1.2rem;border-radius:999px;text-decoration:none;font-weight:600">${escape(extra.link.label)}</a></p>` : ""}
<p>${escape(extra.after)}</p>
<p>${escape(signature)}</p>${footer ? `<p style="color:#4a4560;font-size:0.9rem">${escape(footer)}</p>` : ""}${
    extra.unsubscribe
      ? `<p style="color:#4a4560;font-size:0.9rem">${escape(extra.unsubscribe.text)} <a href="${escape(extra.unsubscribe.href)}" style="color:#3b2f9e">${escape(extra.unsubscribe.label)}</a></p>`
      : ""
  }</body></html>`;
  return extra.headers ? { to, subject, text, html, headers: extra.headers } : { to, subject, text, html };
}

export function verificationMail(locale: LocaleCode, { name, email, code }: { name: string; email: string; code: string }): MailMessage {
  const t = (key: string) => translate(locale, `mail.verification.${key}`, { name, code });
  return compose(locale, email, t("subject"), [t("greeting"), t("intro")], { code, after: t("expiry") });
}

/** The code that confirms a new e-mail address, sent to that address only. */
export function emailChangeCodeMail(locale: LocaleCode, { name, email, code }: { name: string; email: string; code: string }): MailMessage {
  const t = (key: string) => translate(locale, `mail.emailChange.${key}`, { name, code });
  return compose(locale, email, t("subject"), [t("greeting"), t("intro")], { code, after: t("expiry") });
}

/** "j•••@example.org": the old mailbox learns where the account is going without reading the whole address. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** To the old address when a change is asked for: no code, and what to do if it was not the owner. */
export function emailChangeRequestedMail(
  locale: LocaleCode,
  { name, email, newEmail, link }: { name: string; email: string; newEmail: string; link: string },
): MailMessage {
  const t = (key: string) => translate(locale, `mail.emailChangeRequested.${key}`, { name, email: maskedEmail(newEmail) });
  return compose(locale, email, t("subject"), [t("greeting"), t("intro"), t("notYou")], { link: { label: t("button"), href: link }, after: t("after"), footer: false });
}

/** To the old address once the new one is confirmed: it is no longer the login nor the mail target. */
export function emailChangedMail(locale: LocaleCode, { name, email, newEmail, link }: { name: string; email: string; newEmail: string; link: string }): MailMessage {
  const t = (key: string) => translate(locale, `mail.emailChanged.${key}`, { name, email: maskedEmail(newEmail) });
  return compose(locale, email, t("subject"), [t("greeting"), t("intro"), t("notYou")], { link: { label: t("button"), href: link }, after: t("after"), footer: false });
}

export function resetMail(locale: LocaleCode, { name, email, link }: { name: string; email: string; link: string }): MailMessage {
  const t = (key: string) => translate(locale, `mail.reset.${key}`, { name });
  return compose(locale, email, t("subject"), [t("greeting"), t("intro")], { link: { label: t("button"), href: link }, after: t("expiry") });
}

/** An invitation to a project (ADR 027): who invites, to what, as what; the link opens /invitation/{token}. */
export function invitationMail(
  locale: LocaleCode,
  { email, inviter, title, role, link, account }: { email: string; inviter: string; title: string; role: "editor" | "viewer"; link: string; account: boolean },
): MailMessage {
  const roleName = translate(locale, `collaborators.roles.${role}`);
  const t = (key: string) => translate(locale, `collaborators.mail.${key}`, { inviter, title, role: roleName });
  const lines = [t("greeting"), t("intro"), t(account ? "withAccount" : "withoutAccount")];
  return compose(locale, email, t("subject"), lines, { link: { label: t("button"), href: link }, after: t("expiry") });
}

/** A moderator refused a review (ADR 028): the reason, and that an edit sends it back to moderation. */
export function reviewRejectedMail(locale: LocaleCode, { name, email, title, reason, link }: { name: string; email: string; title: string; reason: string; link: string }): MailMessage {
  const t = (key: string) => translate(locale, `moderation.mail.rejected.${key}`, { name, title, reason });
  return compose(locale, email, t("subject"), [t("greeting"), t("intro"), t("reason")], { link: { label: t("button"), href: link }, after: t("after") });
}

/** A moderator hid a game after reports (ADR 028): the note, and where to write to contest it. */
export function gameHiddenMail(locale: LocaleCode, { name, email, title, reason, link }: { name: string; email: string; title: string; reason: string; link: string }): MailMessage {
  const t = (key: string) => translate(locale, `moderation.mail.hidden.${key}`, { name, title, reason });
  return compose(locale, email, t("subject"), [t("greeting"), t("intro"), t("reason")], { link: { label: t("button"), href: link }, after: t("after") });
}

/** A renewal payment failed (ADR 037): the plan stays until `until` while the card is retried, then ends. */
export function paymentFailedMail(locale: LocaleCode, { name, email, until, link }: { name: string; email: string; until: string; link: string }): MailMessage {
  const t = (key: string) => translate(locale, `billing.mail.paymentFailed.${key}`, { name, until });
  return compose(locale, email, t("subject"), [t("greeting"), t("intro"), t("grace")], { link: { label: t("button"), href: link }, after: t("after") });
}

/**
 * Staff approved an Education request (ADR 039): either the teacher offer is open, at its price on the person's
 * site, or Education is granted for free through `until` (the instant the grant ends). Staff's note, if any, follows.
 */
export function educationApprovedMail(
  locale: LocaleCode,
  { name, email, link, note, until }: { name: string; email: string; link: string; note: string; until: Date | null },
): MailMessage {
  const site = LOCALES[locale];
  const price = formatPrice(teacherPrice("month", site.currency).cents, site.currency, site.locale);
  // The grant runs through the day before the instant it ends.
  const day = until ? dateFormat(site.locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(until.getTime() - 1)) : "";
  const t = (key: string) => translate(locale, `education.mail.approved.${key}`, { name, price, until: day, note });
  const lines = [t("greeting"), t("intro"), t(until ? "granted" : "offer"), ...(note ? [t("note")] : [])];
  return compose(locale, email, t("subject"), lines, { link: { label: t(until ? "grantedButton" : "offerButton"), href: link }, after: t("after") });
}

/** Staff refused an Education request (ADR 039): their reason, and that a new request may be sent. */
export function educationRefusedMail(locale: LocaleCode, { name, email, link, reason }: { name: string; email: string; link: string; reason: string }): MailMessage {
  const t = (key: string) => translate(locale, `education.mail.refused.${key}`, { name, reason });
  return compose(locale, email, t("subject"), [t("greeting"), t("intro"), t("reason")], { link: { label: t("button"), href: link }, after: t("after") });
}
