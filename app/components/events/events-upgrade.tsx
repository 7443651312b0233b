import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";

/** What a free account sees where live events would be: what they are, and the plans that include them. */
export function EventsUpgrade() {
  const { t } = useT();
  return (
    <div className="account-card account-upgrade">
      <h2>{t("events.upgrade.title")}</h2>
      <p>{t("events.upgrade.text")}</p>
      <p>
        <Link to="/plans" className="button">
          {t("events.upgrade.cta")}
        </Link>
      </p>
    </div>
  );
}
