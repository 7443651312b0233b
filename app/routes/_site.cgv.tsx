import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LegalDocument } from "~/components/legal-document";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { GRACE_DAYS } from "~/lib/billing/offers";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { formatPrice, planPrice, teacherPrice } from "~/lib/plans";
import { useRootData } from "~/lib/root-data";
import styles from "~/styles/pages-b.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/** Change this date whenever the wording or the prices change. */
const UPDATED = "2026-11-27";

export async function loader({ context }: LoaderFunctionArgs) {
  return pageTexts(context, ["cgv"], { title: "cgv.title", description: "cgv.description" });
}

export default function TermsOfSale() {
  const { locale } = useT();
  const supportEmail = useRootData()?.supportEmail ?? "support@escaplay.fr";
  // Prices come from plans.ts so the terms can never disagree with the pricing page.
  const { currency, locale: intl } = LOCALES[locale];
  const price = (cents: number | undefined) => formatPrice(cents ?? 0, currency, intl);
  const params = {
    supportEmail,
    proMonthly: price(planPrice("pro", "month", currency)?.cents),
    proYearly: price(planPrice("pro", "year", currency)?.cents),
    teacherMonthly: price(teacherPrice("month", currency).cents),
    companyYearly: price(planPrice("company", "year", currency)?.cents),
    graceDays: String(GRACE_DAYS),
  };
  return <LegalDocument ns="cgv" updated={UPDATED} params={params} />;
}
