import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Cards,
  CtaBand,
  Faq,
  PageHero,
  PlanBox,
  Paragraphs,
  Section,
  Steps,
  OfferList,
  marketingLinks,
  type CardText,
  type FaqText,
  type PlanRow,
  type StepText,
} from "~/components/marketing/blocks";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import type { OfferItem } from "~/lib/plans";

export const meta = pageMeta;
export const links = marketingLinks;

export function loader({ context }: LoaderFunctionArgs) {
  return pageTexts(context, ["business", "marketing"], { title: "business.title", description: "business.description" });
}

/** What the Company plan adds, available first; lib/plans marks the lines not available yet. */
const OFFER: readonly OfferItem[] = ["guestInvites", "whiteLabel", "customDomain", "privateSharing", "results", "collections"];

export default function Business() {
  const { t, tx } = useT();
  return (
    <>
      <PageHero
        eyebrow={t("business.eyebrow")}
        title={t("business.heroTitle")}
        lead={t("business.heroText")}
        image="business"
        actions={[
          { to: "/contact", label: t("business.ctaContact") },
          { to: "/plans", label: t("business.ctaPlans"), kind: "secondary" },
        ]}
      />
      <Section id="uses" title={t("business.usesTitle")} intro={t("business.usesIntro")}>
        <Cards items={tx<CardText[]>("business.uses")} icons={["team", "training", "interactive", "map"]} />
      </Section>
      <Section id="session" title={t("business.sessionTitle")} intro={t("business.sessionIntro")} tone="tint">
        <Steps items={tx<StepText[]>("business.session")} />
        <p>
          {t("business.liveEvents")}
        </p>
        <p className="notice">{t("business.sessionNotice")}</p>
      </Section>
      <Section id="plan" title={t("business.planTitle")} intro={t("business.planIntro")}>
        <div className="mk-split">
          <PlanBox plan="company" name={t("business.planName")} extra={[tx<PlanRow>("business.planCommitment")]} />
          <OfferList items={OFFER} label={(item) => t(`business.planFeatures.${item}`)} />
        </div>
      </Section>
      <Section id="white-label" title={t("business.whiteLabelTitle")}>
        <Paragraphs items={tx<string[]>("business.whiteLabel")} />
      </Section>
      <Section id="faq" title={t("business.faqTitle")}>
        <Faq items={tx<FaqText[]>("business.faq")} />
      </Section>
      <CtaBand
        id="contact"
        title={t("business.ctaTitle")}
        text={t("business.ctaText")}
        actions={[
          { to: "/contact", label: t("business.ctaContact") },
          { to: "/plans", label: t("business.ctaSecondary"), kind: "secondary" },
        ]}
      />
    </>
  );
}
