import { UpcomingBadge } from "~/components/upcoming-badge";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import {
  BETA_FEATURES,
  formatPrice,
  formatStorage,
  isUpcoming,
  PLAN_FEATURES,
  PLAN_IDS,
  PLANS,
  planPrice,
  type BillingPeriod,
  type OfferItem,
  type PlanFeature,
  type PlanId,
} from "~/lib/plans";
import { numberFormat } from "~/lib/intl-formats";

/** The pricing page's shared pieces: its texts helper, a feature's name with its badges, the comparison table. */



/** Prices and limits worded for the site's language and currency. */
export function usePlanTexts(billing: BillingPeriod) {
  const { t, tx, locale } = useT();
  const { currency, locale: intl } = LOCALES[locale];
  const money = (cents: number) => formatPrice(cents, currency, intl);
  const number = (n: number) => numberFormat(intl).format(n);
  const price = (id: PlanId) => {
    const p = planPrice(id, billing, currency);
    if (!p) return { amount: t("plans.onRequest"), period: "" };
    if (p.cents === 0) return { amount: t("plans.free"), period: t("plans.forever") };
    return { amount: money(p.cents), period: t(p.period === "year" ? "plans.perYear" : "plans.perMonth") };
  };
  const limits = (id: PlanId) => {
    const l = PLANS[id].limits;
    return {
      projects: l.projects === null ? t("plans.limits.unlimitedProjects") : t("plans.limits.projects", { n: number(l.projects) }),
      storage: t("plans.limits.storage", { size: formatStorage(l.storageBytes, intl) }),
      collaborators: t("plans.limits.collaborators", { n: number(l.collaboratorsPerProject) }),
      images: l.aiImagesPerMonth ? t("plans.limits.images", { n: number(l.aiImagesPerMonth) }) : t("plans.limits.noImages"),
    };
  };
  return { t, tx, currency, intl, money, number, price, limits };
}


export function FeatureName({ feature }: { feature: PlanFeature }) {
  const { t } = useT();
  return (
    <>
      {t(`plans.features.${feature}`)}
      {/* A feature that is not available yet is "coming soon", not "beta". */}
      {BETA_FEATURES.includes(feature) && !isUpcoming(feature) ? <span className="badge plan-beta">{t("plans.beta")}</span> : null}
      <UpcomingBadge item={feature} />
    </>
  );
}


export function Comparison({ billing }: { billing: BillingPeriod }) {
  const { t, intl, number, price, currency } = usePlanTexts(billing);
  // Each cell carries its plan's name: a phone shows the rows as cards, the name before each value.
  const planName = (id: PlanId) => t(`plans.plans.${id}.name`);
  const cells = (render: (id: PlanId) => string) =>
    PLAN_IDS.map((id) => (
      <td key={id} data-plan={planName(id)}>
        {render(id)}
      </td>
    ));
  const yes = (
    <>
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">{t("plans.included")}</span>
    </>
  );
  const no = (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t("plans.notIncluded")}</span>
    </>
  );
  // The spec's per-plan limits, one row each: the text key, the offer line (for its badge), the cell.
  const limitRows: [string, OfferItem, (id: PlanId) => string][] = [
    ["projects", "projects", (id) => (PLANS[id].limits.projects === null ? t("plans.unlimited") : number(PLANS[id].limits.projects ?? 0))],
    ["storage", "storage", (id) => formatStorage(PLANS[id].limits.storageBytes, intl)],
    ["collaborators", "collaborators", (id) => number(PLANS[id].limits.collaboratorsPerProject)],
    ["images", "aiImages", (id) => (PLANS[id].limits.aiImagesPerMonth ? number(PLANS[id].limits.aiImagesPerMonth) : t("plans.none"))],
    ["seats", "seats", (id) => number(PLANS[id].limits.seats)],
  ];
  const caption = t("plans.compareCaption", { period: t(billing === "year" ? "plans.captionYearly" : "plans.captionMonthly") });
  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow window; a phone stacks it (pages-b.css).
    <div className="table-wrap" role="region" aria-labelledby="plan-table-caption" tabIndex={0}>
      <table className="plan-table">
        <caption id="plan-table-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("plans.featureColumn")}</th>
            {PLAN_IDS.map((id) => (
              <th scope="col" key={id}>
                {t(`plans.plans.${id}.name`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t("plans.rows.price")}</th>
            {cells((id) => (planPrice(id, billing, currency)?.cents ? `${price(id).amount} ${price(id).period}` : price(id).amount))}
          </tr>
          {limitRows.map(([row, item, render]) => (
            <tr key={row}>
              <th scope="row">
                {t(`plans.rows.${row}`)}
                <UpcomingBadge item={item} />
              </th>
              {cells(render)}
            </tr>
          ))}
          {PLAN_FEATURES.map((feature) => (
            <tr key={feature}>
              <th scope="row">
                <FeatureName feature={feature} />
              </th>
              {PLAN_IDS.map((id) => (
                <td key={id} className="plan-mark" data-plan={planName(id)}>
                  {PLANS[id].features.includes(feature) ? yes : no}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t("plans.rows.billing")}</th>
            {cells((id) => t(`plans.billingModes.${PLANS[id].billing}`))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
