import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { markers, RichText } from "./messages";

/**
 * "Continue with Google": a plain link, since the server redirects to the provider. Using it accepts
 * the terms as registering does (spec section 5), so the page says so.
 */
export function GoogleOption({ returnPath }: { returnPath: string | null }) {
  const { t } = useT();
  const href = returnPath ? `/auth/google?r=${encodeURIComponent(returnPath)}` : "/auth/google";
  return (
    <div className="auth-google">
      <p className="auth-or">
        <span>{t("auth.google.or")}</span>
      </p>
      <a className="button button-ghost auth-google-link" href={href}>
        <img src="/images/auth/google.svg" alt="" width={20} height={20} />
        {t("auth.google.continue")}
      </a>
      <p className="auth-small">
        <RichText text={t("auth.google.terms", markers("link"))} slots={{ link: <Link to="/cgu">{t("auth.join.termsLink")}</Link> }} />
      </p>
    </div>
  );
}
