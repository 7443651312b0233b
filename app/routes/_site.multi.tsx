import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Cards,
  CtaBand,
  Faq,
  PageHero,
  Paragraphs,
  Section,
  Steps,
  marketingLinks,
  type CardText,
  type FaqText,
  type StepText,
} from "~/components/marketing/blocks";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";

export const meta = pageMeta;
export const links = marketingLinks;

export function loader({ context }: LoaderFunctionArgs) {
  return pageTexts(context, ["multi"], { title: "multi.title", description: "multi.description" });
}

export default function Multi() {
  const { t, tx } = useT();
  return (
    <>
      <PageHero
        eyebrow={t("multi.eyebrow")}
        title={t("multi.heroTitle")}
        lead={t("multi.heroText")}
        image="multi"
        actions={[
          { to: "/joinMulti", label: t("multi.ctaJoin") },
          { to: "/escape", label: t("multi.ctaPlay"), kind: "secondary" },
        ]}
      >
        <p className="notice" role="note">
          {t("multi.devNotice")}
        </p>
      </PageHero>
      <Section id="how" title={t("multi.howTitle")} intro={t("multi.howIntro")}>
        <Steps items={tx<StepText[]>("multi.how")} />
      </Section>
      <Section id="join" title={t("multi.joinTitle")} tone="tint">
        <Cards items={tx<CardText[]>("multi.join")} icons={["code", "link", "qr"]} />
      </Section>
      <Section id="guests" title={t("multi.guestsTitle")}>
        <Paragraphs items={tx<string[]>("multi.guests")} />
      </Section>
      <Section id="faq" title={t("multi.faqTitle")}>
        <Faq items={tx<FaqText[]>("multi.faq")} />
      </Section>
      <CtaBand
        id="play"
        title={t("multi.ctaTitle")}
        text={t("multi.ctaText")}
        actions={[
          { to: "/joinMulti", label: t("multi.ctaJoin") },
          { to: "/escape", label: t("multi.ctaPlay"), kind: "secondary" },
        ]}
      />
    </>
  );
}
