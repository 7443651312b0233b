import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Cards, CtaBand, PageHero, Section, marketingLinks, type CardText } from "~/components/marketing/blocks";
import { StatsFigures } from "~/components/stats-figures";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { platformStats } from "~/lib/stats.server";

export const meta = pageMeta;
export const links = marketingLinks;

export async function loader({ context }: LoaderFunctionArgs) {
  const stats = await platformStats(context.db);
  return { ...pageTexts(context, ["un-an"], { title: "un-an.title", description: "un-an.description" }), stats };
}

type Milestone = CardText & { when: string };

export default function OneYear() {
  const { stats } = useLoaderData<typeof loader>();
  const { t, tx } = useT();
  return (
    <>
      <PageHero
        eyebrow={t("un-an.eyebrow")}
        title={t("un-an.heroTitle")}
        lead={t("un-an.heroText")}
        image="un-an"
        actions={[
          { to: "/escape", label: t("un-an.ctaPlay") },
          { to: "/creator", label: t("un-an.ctaCreate"), kind: "secondary" },
        ]}
      />
      <Section id="figures" title={t("un-an.figuresTitle")} intro={t("un-an.figuresIntro")}>
        <StatsFigures stats={stats} ns="un-an" className="stats mk-stats" testId="one-year-stats" />
      </Section>
      <Section id="milestones" title={t("un-an.milestonesTitle")} tone="tint">
        <ol className="mk-timeline">
          {tx<Milestone[]>("un-an.milestones").map((item) => (
            <li key={item.title}>
              <span className="mk-when">{item.when}</span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="thanks" title={t("un-an.thanksTitle")}>
        <Cards items={tx<CardText[]>("un-an.thanks")} icons={["solo", "spark", "education", "mail"]} />
      </Section>
      <Section id="next" title={t("un-an.nextTitle")}>
        <p className="prose">
          {t("un-an.nextText")} <Link to="/releases">{t("un-an.nextLink")}</Link>
        </p>
      </Section>
      <CtaBand
        id="celebrate"
        title={t("un-an.ctaTitle")}
        text={t("un-an.ctaText")}
        actions={[
          { to: "/escape", label: t("un-an.ctaPlay") },
          { to: "/creator", label: t("un-an.ctaCreate"), kind: "secondary" },
        ]}
      />
    </>
  );
}
