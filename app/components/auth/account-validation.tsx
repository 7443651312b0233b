import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { CODE_LENGTH } from "~/lib/accounts/schemas";
import { useRootData } from "~/lib/root-data";
import type { ValidationAnswer } from "~/routes/resources.account-validation";
import { markers, RichText, useErrorText } from "./messages";
import { LogoutForm } from "~/components/auth/logout-form";

const ANSWERS = new Set(["invalidCode", "error", "rateLimited", "sent"]);

/**
 * The account validation screen of spec section 2: it replaces the content while the grade is 0.
 * Both buttons work without JavaScript (the answer comes back in the URL); with it, they post through
 * a fetcher and the answer appears in the live regions below the heading.
 */
export function AccountValidation() {
  const { t } = useT();
  const errorText = useErrorText();
  const supportEmail = useRootData()?.supportEmail ?? "support@escaplay.fr";
  const fetcher = useFetcher<ValidationAnswer>({ key: "account-validation" });
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const [code, setCode] = useState("");
  const [hydrated, setHydrated] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setHydrated(true), []);

  const fromUrl = params.get("validation");
  const answer: Pick<ValidationAnswer, "message" | "retryAfterSeconds"> | null =
    fetcher.data ?? (fromUrl && ANSWERS.has(fromUrl) ? { message: fromUrl as ValidationAnswer["message"] } : null);
  const sent = answer?.message === "sent";
  const error = answer && !sent ? errorText(answer.message, { retryAfterSeconds: answer.retryAfterSeconds }) : "";
  const busy = fetcher.state !== "idle";

  // A refused code: back to the field, which the message describes.
  useEffect(() => {
    if (fetcher.data && fetcher.data.intent === "validate" && fetcher.data.message !== "sent") input.current?.focus();
  }, [fetcher.data]);

  params.delete("validation");
  const search = params.toString();
  const hidden = (intent: "validate" | "resend") => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="back" value={location.pathname + (search ? `?${search}` : "")} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
    </>
  );

  return (
    <section className="form-card validation-card" aria-labelledby="validation-title">
      <h1 id="validation-title">{t("auth.validation.title")}</h1>
      <p>{t("auth.validation.intro")}</p>
      <div role="status" className={sent ? "notice notice-ok" : undefined}>
        {sent ? t("auth.notices.sent") : ""}
      </div>
      <div role="alert" id="validation-error" className={error ? "notice validation-error" : undefined}>
        {error}
      </div>
      <fetcher.Form method="post" action="/resources/account-validation" className="validation-form">
        {hidden("validate")}
        <label htmlFor="validation-code">{t("auth.validation.label")}</label>
        <p id="validation-code-hint" className="auth-hint">
          {t("auth.validation.hint")}
        </p>
        <div className="validation-row">
          <input ref={input} id="validation-code" name="code" type="text" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*"
            maxLength={CODE_LENGTH} required value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, CODE_LENGTH))}
            aria-invalid={error && answer?.message === "invalidCode" ? true : undefined}
            aria-describedby={error ? "validation-code-hint validation-error" : "validation-code-hint"} className="validation-code" />
          {/* Spec section 5: disabled unless the code has exactly 6 characters; without JavaScript the server checks. */}
          <button type="submit" className="button" disabled={hydrated && (code.length !== CODE_LENGTH || busy)}>
            {t("auth.validation.submit")}
          </button>
        </div>
      </fetcher.Form>
      <fetcher.Form method="post" action="/resources/account-validation" className="validation-resend">
        {hidden("resend")}
        <p>
          {t("auth.validation.resendIntro")}{" "}
          <button type="submit" className="button button-secondary" disabled={busy}>
            {t("auth.validation.resend")}
          </button>
        </p>
      </fetcher.Form>
      <p className="muted">
        <RichText text={t("auth.validation.support", markers("mail"))} slots={{ mail: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> }} />
      </p>
      <p>
        <LogoutForm label={t("auth.validation.logout")} />
      </p>
    </section>
  );
}
