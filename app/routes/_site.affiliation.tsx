import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Cards,
  CheckList,
  CtaBand,
  Faq,
  PageHero,
  Section,
  Steps,
  marketingLinks,
  type CardText,
  type FaqText,
  type StepText,
} from "~/components/marketing/blocks";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { COMMISSION_RATE } from "~/lib/affiliation/rules";
import { PRICES, formatPrice } from "~/lib/plans";

export const meta = pageMeta;
export const links = marketingLinks;


export function loader({ context }: LoaderFunctionArgs) {
  return pageTexts(context, ["affiliation"], { title: "affiliation.title", description: "affiliation.description" });
}

export default function Affiliation() {
  const { t, tx, locale } = useT();
  const { currency, locale: intl } = LOCALES[locale];
  const yearly = PRICES[currency].companyYearly;
  const price = formatPrice(yearly, currency, intl);
  const commission = formatPrice(Math.round(yearly * COMMISSION_RATE), currency, intl);
  return (
    <>
      <PageHero
        eyebrow={t("affiliation.eyebrow")}
        title={t("affiliation.heroTitle")}
        lead={t("affiliation.heroText")}
        image="affiliation"
        actions={[{ to: "/account/referral", label: t("affiliation.ctaApply") }]}
      />
      <Section id="who" title={t("affiliation.whoTitle")} intro={t("affiliation.whoIntro")}>
        <Cards items={tx<CardText[]>("affiliation.who")} icons={["spark", "video", "education", "team"]} />
      </Section>
      <Section id="how" title={t("affiliation.howTitle")} tone="tint">
        <Steps items={tx<StepText[]>("affiliation.how")} />
        <h3>{t("affiliation.exampleTitle")}</h3>
        <p className="prose">{t("affiliation.example", { price, commission })}</p>
      </Section>
      <Section id="rules" title={t("affiliation.rulesTitle")}>
        <CheckList items={tx<string[]>("affiliation.rules")} />
      </Section>
      <Section id="faq" title={t("affiliation.faqTitle")}>
        <Faq items={tx<FaqText[]>("affiliation.faq")} />
      </Section>
      <CtaBand
        id="apply"
        title={t("affiliation.ctaTitle")}
        text={t("affiliation.ctaText")}
        actions={[{ to: "/account/referral", label: t("affiliation.ctaApply") }]}
      />
    </>
  );
}
