import { Form, Link } from "@remix-run/react";
import { FocusedNotice } from "~/components/projects/focused-notice";
import { useTeacherPrice } from "~/components/marketing/blocks";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { RequestState } from "~/lib/education/requests.server";
import type { RequestOutcome } from "~/lib/education/request-schema";
import { dateFormat } from "~/lib/intl-formats";
import { EducationRequestForm } from "./request-form";

/** Where /join and /connect send a visitor back once they have an account: this section. */
export const REQUEST_RETURN = `?r=${encodeURIComponent("/education#request")}`;

/**
 * The request part of /education (ADR 039), by the account's state: a visitor makes an account first; then the
 * form, the request waiting for staff, the teacher offer open with its checkout, or Education already in force.
 */
export function RequestSection({ state, outcome }: { state: RequestState | null; outcome: RequestOutcome | undefined }) {
  const { t, locale } = useT();
  const price = useTeacherPrice();
  const day = (at: number) => dateFormat(LOCALES[locale].locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(at));
  const notice = outcome && (outcome.ok || outcome.error !== "invalid") ? (
    <FocusedNotice key={outcome.at} ok={outcome.ok}>
      {outcome.ok ? t("education.request.sent") : t(`education.request.refusals.${outcome.error}`)}
    </FocusedNotice>
  ) : null;
  if (!state) {
    return (
      <>
        <p>{t("education.request.signIn")}</p>
        <p className="hero-actions">
          <Link className="button" to={`/join${REQUEST_RETURN}`}>
            {t("education.request.join")}
          </Link>
          <Link className="button button-secondary" to={`/connect${REQUEST_RETURN}`}>
            {t("education.request.connect")}
          </Link>
        </p>
      </>
    );
  }
  switch (state.kind) {
    case "education":
      return (
        <p>
          {t("education.request.hasEducation")} <Link to="/account?tab=subscription">{t("education.request.subscription")}</Link>
        </p>
      );
    case "offerOpen":
      return (
        <>
          <p className="notice notice-ok">{t("education.request.offerOpen", { price })}</p>
          <Form method="post" action="/resources/checkout" reloadDocument>
            <input type="hidden" name="plan" value="education" />
            <input type="hidden" name="period" value="month" />
            <button type="submit" className="button">
              {t("education.request.subscribe", { price })}
            </button>
          </Form>
        </>
      );
    case "pending":
      return (
        <>
          {notice}
          <p>{t("education.request.pending", { date: day(state.sentAt), email: state.contactEmail })}</p>
        </>
      );
    case "form":
      return (
        <>
          {notice}
          {state.refused ? (
            <p className="notice">{t("education.request.lastRefused", { date: day(state.refused.at), reason: state.refused.reason })}</p>
          ) : null}
          <EducationRequestForm email={state.email} failed={outcome && !outcome.ok && outcome.error === "invalid" ? outcome : null} />
        </>
      );
  }
}
