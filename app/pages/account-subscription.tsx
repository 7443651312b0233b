import { Form, Link } from "@remix-run/react";
import { UpcomingBadge } from "~/components/upcoming-badge";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { Subscription } from "~/lib/account/subscription.server";
import { BETA_FEATURES, formatStorage, isUpcoming } from "~/lib/plans";
import { FactList } from "~/components/fact-list";
import { dateFormat, numberFormat } from "~/lib/intl-formats";

/**
 * How the paid plan is billed and what comes next, and the button to Stripe's customer portal (ADR 037). Dates are
 * in UTC, so the server's page and the browser's agree.
 */
function Billing({ billing }: { billing: NonNullable<Subscription["billing"]> }) {
  const { t, locale } = useT();
  const date = dateFormat(LOCALES[locale].locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(billing.date));
  return (
    <section className="account-card" aria-labelledby="billing-title">
      <h2 id="billing-title">{t("account.subscription.billing.manage")}</h2>
      <FactList facts={[[t("account.subscription.billing.period"), t(`billing.periods.${billing.period}`)]]} />
      <p className={billing.next === "failed" ? "notice" : undefined}>{t(`account.subscription.billing.${billing.next}`, { date })}</p>
      <Form method="post" action="/resources/billing-portal" reloadDocument>
        <button type="submit" className="button">
          {t("account.subscription.billing.manage")}
        </button>
      </Form>
      <p className="muted">{t("account.subscription.billing.manageHint")}</p>
    </section>
  );
}

/** The plan by grade, its limits, the storage used as a progress bar, the paid plan's billing, and the way to Pro. */
export function SubscriptionTab({ subscription }: { subscription: Subscription }) {
  const { t, locale } = useT();
  const bcp47 = LOCALES[locale].locale;
  const number = numberFormat(bcp47);
  const { limits, storage } = subscription;
  const rows: [string, string][] = [
    [
      t("account.subscription.projects"),
      limits.projects === null
        ? t("account.subscription.projectsUnlimited", { used: number.format(subscription.projects) })
        : t("account.subscription.projectsValue", { used: number.format(subscription.projects), limit: number.format(limits.projects) }),
    ],
    [t("account.subscription.collaborators"), number.format(limits.collaboratorsPerProject)],
    [
      t("account.subscription.aiImages"),
      limits.aiImagesPerMonth ? t("account.subscription.aiImagesValue", { n: number.format(limits.aiImagesPerMonth) }) : t("account.subscription.aiImagesNone"),
    ],
  ];
  const storageText = t("account.subscription.storageValue", {
    used: formatStorage(storage.used, bcp47),
    limit: formatStorage(storage.limit, bcp47),
    percent: number.format(storage.percent),
  });

  return (
    <div className="account-sections">
      <section className="account-card account-plan" aria-labelledby="plan-title">
        <h2 id="plan-title">{t("account.subscription.title")}</h2>
        <p className="account-label">{t("account.subscription.current")}</p>
        <p className="account-plan-name">
          {t(`plans.plans.${subscription.planId}.name`)}
          {subscription.planId === "basic" ? <span className="badge">{t("account.subscription.free")}</span> : null}
        </p>
        <p className="muted">{t(`plans.plans.${subscription.planId}.tagline`)}</p>
        {subscription.through ? <p>{t("team.subscription.through", { company: subscription.through })}</p> : null}
        {subscription.grantEndsAt ? (
          // The end instant is the start of the day after the plan's last day (UTC).
          <p>{t("account.subscription.grantedUntil", { date: dateFormat(bcp47, { dateStyle: "long", timeZone: "UTC" }).format(new Date(new Date(subscription.grantEndsAt).getTime() - 1)) })}</p>
        ) : null}

        <h3>{t("account.subscription.limitsTitle")}</h3>
        <div className="account-storage">
          <p id="storage-label" className="account-label">
            {t("account.subscription.storage")}
          </p>
          <progress max={storage.limit} value={Math.min(storage.used, storage.limit)} aria-labelledby="storage-label" aria-describedby="storage-text">
            {storage.percent} %
          </progress>
          <p id="storage-text">{storageText}</p>
          <p className="muted">{t("account.subscription.storageHint")}</p>
        </div>
        <FactList facts={rows} />

        <h3>{t("account.subscription.featuresTitle")}</h3>
        <ul className="account-features">
          {subscription.features.map((feature) => (
            <li key={feature}>
              {t(`plans.features.${feature}`)}
              {BETA_FEATURES.includes(feature) && !isUpcoming(feature) ? <span className="badge">{t("plans.beta")}</span> : null}
              <UpcomingBadge item={feature} />
            </li>
          ))}
        </ul>
      </section>

      {subscription.billing ? <Billing billing={subscription.billing} /> : null}

      {subscription.upgrade ? (
        <section className="account-card account-upgrade" aria-labelledby="upgrade-title">
          <h2 id="upgrade-title">{t("account.subscription.upgradeTitle")}</h2>
          <p>{t("account.subscription.upgradeText")}</p>
          <p>
            <Link to="/plans" className="button">
              {t("account.subscription.upgradeCta")}
            </Link>
          </p>
          <p className="muted">{t("account.subscription.paymentNote")}</p>
          <p className="account-links">
            <Link to="/education#request">{t("account.subscription.teacherLink")}</Link>
            <Link to="/contact?topic=general">{t("account.subscription.questionLink")}</Link>
          </p>
        </section>
      ) : (
        <section className="account-card" aria-labelledby="manage-title">
          <h2 id="manage-title">{t("account.subscription.manageTitle")}</h2>
          {/* A plan paid through Stripe is changed in its portal; one staff gave is changed by writing to them. */}
          <p>{t(subscription.billing && subscription.billing.next !== "ended" ? "account.subscription.paidText" : "account.subscription.activeText")}</p>
          <p className="account-links">
            <Link to="/contact?topic=support">{t("account.subscription.contact")}</Link>
            <Link to="/account/invoices">{t("account.subscription.invoices")}</Link>
          </p>
        </section>
      )}
    </div>
  );
}
