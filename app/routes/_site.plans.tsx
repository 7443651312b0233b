import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { Comparison, FeatureName, usePlanTexts } from "~/components/plans/comparison";
import { UpcomingBadge } from "~/components/upcoming-badge";
import { GRACE_DAYS } from "~/lib/billing/offers";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import {
  BILLING_PERIODS,
  formatStorage,
  PLAN_IDS,
  PLANS,
  planPrice,
  REVIEW_BONUS_BYTES,
  teacherPrice,
  YEARLY_DISCOUNT,
  yearlySaving,
  type BillingPeriod,
  type PlanId,
} from "~/lib/plans";
import styles from "~/styles/pages-b.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

// The monthly/yearly switch is a pair of links, so it works before (or without) JavaScript.
const query = v.object({ billing: v.optional(v.picklist(BILLING_PERIODS), "month") });

/** Why a checkout did not start or end, as /resources/checkout and the checkout's cancel address say (ADR 037). */
const CHECKOUT_NOTICES = ["unavailable", "teacher-offer-closed", "cancelled", "invalid"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = v.safeParse(query, { billing: params.get("billing") ?? undefined });
  const notice = v.safeParse(v.picklist(CHECKOUT_NOTICES), params.get("checkout"));
  return {
    ...pageTexts(context, ["plans", "billing"], { title: "plans.title", description: "plans.description" }),
    billing: (parsed.success ? parsed.output.billing : "month") as BillingPeriod,
    notice: notice.success ? notice.output : null,
  };
}

/**
 * A buy button (ADR 037): a plain POST the server answers with Stripe's checkout, registration first, or /plans with
 * the reason it cannot start. reloadDocument: the next page is on another origin, which a fetch cannot follow.
 */
function BuyForm({ plan, period, label, primary }: { plan: "pro" | "company"; period: BillingPeriod; label: string; primary: boolean }) {
  return (
    <Form method="post" action="/resources/checkout" reloadDocument>
      <input type="hidden" name="plan" value={plan} />
      <input type="hidden" name="period" value={period} />
      <button type="submit" className={primary ? "button" : "button button-secondary"}>
        {label}
      </button>
    </Form>
  );
}

/** Basic registers, Pro and Company buy, Education asks first (the teacher offer opens once staff approve). */
function PlanAction({ id, billing }: { id: PlanId; billing: BillingPeriod }) {
  const { t } = usePlanTexts(billing);
  const label = t(`plans.plans.${id}.cta`);
  switch (id) {
    case "basic":
      return (
        <Link className="button button-secondary" to="/join">
          {label}
        </Link>
      );
    case "pro":
      return <BuyForm plan="pro" period={billing} label={label} primary />;
    case "company":
      return (
        <>
          <BuyForm plan="company" period="year" label={label} primary={false} />
          <Link to="/contact?topic=company">{t("plans.plans.company.contact")}</Link>
        </>
      );
    case "education":
      return (
        <Link className="button button-secondary" to="/education#request">
          {label}
        </Link>
      );
  }
}

function PlanCard({ id, billing }: { id: PlanId; billing: BillingPeriod }) {
  const { t, currency, money, price, limits } = usePlanTexts(billing);
  const plan = PLANS[id];
  const { amount, period } = price(id);
  const l = limits(id);
  const monthly = planPrice("pro", "month", currency)?.cents ?? 0;
  let note = t("plans.noCommitment");
  if (id === "basic") note = "";
  if (id === "company") note = t("plans.annualOnly");
  if (id === "education") note = t("plans.teacherOffer", { price: money(teacherPrice("month", currency).cents) });
  const yearlyPro = id === "pro" && billing === "year";
  return (
    <li className={`plan-card plan-${id}`} aria-labelledby={`plan-${id}-title`}>
      {id === "pro" ? <p className="plan-flag">{t("plans.popular")}</p> : null}
      <h3 id={`plan-${id}-title`}>{t(`plans.plans.${id}.name`)}</h3>
      <p className="plan-tagline">{t(`plans.plans.${id}.tagline`)}</p>
      <p className="plan-price">
        <span className={planPrice(id, billing, currency) ? "plan-amount" : "plan-amount plan-amount-text"}>{amount}</span>{" "}
        <span className="plan-period">{period}</span>
      </p>
      <p className="plan-note">
        {yearlyPro
          ? `${t("plans.yearlyEquivalent", { price: money(Math.round((planPrice("pro", "year", currency)?.cents ?? 0) / 12)) })} · ${t("plans.yearlySaving", { amount: money(yearlySaving(monthly)) })}`
          : note}
      </p>
      <ul className="plan-list plan-limits">
        <li>
          {l.projects}
          <UpcomingBadge item="projects" />
        </li>
        <li>
          {l.storage}
          <UpcomingBadge item="storage" />
        </li>
        <li>
          {l.collaborators}
          <UpcomingBadge item="collaborators" />
        </li>
        <li className={plan.limits.aiImagesPerMonth ? undefined : "plan-off"}>
          {l.images}
          {plan.limits.aiImagesPerMonth ? <UpcomingBadge item="aiImages" /> : null}
        </li>
      </ul>
      <ul className="plan-list plan-features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <FeatureName feature={feature} />
          </li>
        ))}
      </ul>
      <div className="plan-cta">
        <PlanAction id={id} billing={billing} />
      </div>
    </li>
  );
}

// Rosetta fills unknown {{params}} with "", so the link's marker is passed through as its own value.
const LINK = { link: "{{link}}" };

/** A sentence with one link in it: the link's place is marked {{link}} in the text. */
function WithLink({ text, to, label }: { text: string; to: string; label: string }) {
  const [before, after = ""] = text.split("{{link}}");
  return (
    <>
      {before}
      <Link to={to}>{label}</Link>
      {after}
    </>
  );
}

export default function Plans() {
  const { billing, notice } = useLoaderData<typeof loader>();
  const { t, tx, currency, intl, money } = usePlanTexts(billing);
  const faq = tx<{ q: string; a: string }[]>("plans.faq");
  const faqParams = {
    teacher: money(teacherPrice("month", currency).cents),
    bonus: formatStorage(REVIEW_BONUS_BYTES, intl),
    grace: String(GRACE_DAYS),
  };
  const percent = Math.round(YEARLY_DISCOUNT * 100);
  return (
    <>
      <section className="plans-hero" aria-labelledby="plans-title">
        <h1 id="plans-title">{t("plans.heroTitle")}</h1>
        <p className="lead">{t("plans.heroText")}</p>
        {notice ? (
          <p className="notice" role="status">
            {t(`billing.notices.${notice}`)}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="plans-list-title">
        <h2 id="plans-list-title" className="visually-hidden">
          {t("plans.plansTitle")}
        </h2>
        <nav className="billing-toggle" aria-label={t("plans.billingLabel")}>
          <ul>
            {BILLING_PERIODS.map((period) => (
              <li key={period}>
                <Link
                  to={`?billing=${period}`}
                  preventScrollReset
                  replace
                  aria-current={billing === period ? "true" : undefined}
                >
                  {t(period === "year" ? "plans.yearly" : "plans.monthly")}
                  {period === "year" ? <span className="billing-save">{t("plans.yearlyBadge", { percent })}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="plan-cards">
          {PLAN_IDS.map((id) => (
            <PlanCard key={id} id={id} billing={billing} />
          ))}
        </ul>
        <p className="muted plan-tax">
          <WithLink text={t("plans.paymentNote", LINK)} to="/account?tab=subscription" label={t("plans.paymentLink")} />{" "}
          <WithLink text={t("plans.taxNote", LINK)} to="/cgv" label={t("plans.taxLink")} />
        </p>
      </section>

      <section aria-labelledby="compare-title">
        <h2 id="compare-title">{t("plans.compareTitle")}</h2>
        <Comparison billing={billing} />
      </section>

      <section aria-labelledby="faq-title" className="plan-faq">
        <h2 id="faq-title">{t("plans.faqTitle")}</h2>
        {faq.map((item, i) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{t(`plans.faq.${i}.a`, faqParams)}</p>
          </details>
        ))}
        <p>
          <WithLink text={t("plans.questions", LINK)} to="/contact" label={t("plans.questionsLink")} />
        </p>
      </section>
    </>
  );
}
