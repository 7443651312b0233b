import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Cards, CtaBand, Paragraphs, PageHero, Section, marketingLinks, type CardText } from "~/components/marketing/blocks";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";

export const meta = pageMeta;
export const links = marketingLinks;

export function loader({ context }: LoaderFunctionArgs) {
  return pageTexts(context, ["about"], { title: "about.title", description: "about.description" });
}

export default function About() {
  const { t, tx } = useT();
  return (
    <>
      <PageHero
        eyebrow={t("about.eyebrow")}
        title={t("about.heroTitle")}
        lead={t("about.heroText")}
        image="about"
        actions={[
          { to: "/escape", label: t("about.ctaPlay") },
          { to: "/contact", label: t("about.ctaContact"), kind: "secondary" },
        ]}
      />
      <Section id="mission" title={t("about.missionTitle")}>
        <Paragraphs items={tx<string[]>("about.mission")} />
      </Section>
      <Section id="types" title={t("about.typesTitle")} intro={t("about.typesIntro")} tone="tint">
        <Cards items={tx<CardText[]>("about.types")} icons={["interface", "360", "classic"]} />
      </Section>
      <Section id="values" title={t("about.valuesTitle")}>
        <Cards items={tx<CardText[]>("about.values")} icons={["access", "privacy", "education"]} />
      </Section>
      <Section id="story" title={t("about.storyTitle")}>
        <Paragraphs items={tx<string[]>("about.story")} />
      </Section>
      <Section id="figures" title={t("about.figuresTitle")}>
        <Cards items={tx<CardText[]>("about.figures")} />
      </Section>
      <CtaBand
        id="contact"
        title={t("about.contactTitle")}
        text={t("about.contactText")}
        actions={[
          { to: "/contact", label: t("about.contactCta") },
          { to: "/releases", label: t("about.contactSecondary"), kind: "secondary" },
        ]}
      />
    </>
  );
}
