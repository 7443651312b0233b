import { translate } from "~/i18n/catalog.server";
import type { LocaleCode } from "~/i18n/locales";
import type { MailMessage } from "./mailer.server";
import { compose } from "./templates.server";

/** An invitation to a company's team (ADR 043): who invites and what joining gives; the link opens /team/{token}. */
export function teamInvitationMail(locale: LocaleCode, { email, company, link, account }: { email: string; company: string; link: string; account: boolean }): MailMessage {
  const t = (key: string) => translate(locale, `team.mail.${key}`, { company });
  const lines = [t("greeting"), t("intro"), t("shares"), t(account ? "withAccount" : "withoutAccount")];
  return compose(locale, email, t("subject"), lines, { link: { label: t("button"), href: link }, after: t("expiry") });
}
