import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Cards,
  CheckList,
  CtaBand,
  PageHero,
  Paragraphs,
  Section,
  Steps,
  marketingLinks,
  type CardText,
  type StepText,
} from "~/components/marketing/blocks";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";

export const meta = pageMeta;
export const links = marketingLinks;

export function loader({ context }: LoaderFunctionArgs) {
  return pageTexts(context, ["learn"], { title: "learn.title", description: "learn.description" });
}

export default function Learn() {
  const { t, tx } = useT();
  const steps = tx<StepText[]>("learn.steps");
  const ids = steps.map((_, index) => `step-${index + 1}`);
  return (
    <>
      <PageHero
        eyebrow={t("learn.eyebrow")}
        title={t("learn.heroTitle")}
        lead={t("learn.heroText")}
        image="learn"
        actions={[
          { to: "/join", label: t("learn.ctaJoin") },
          { to: "/creator", label: t("learn.ctaStudio"), kind: "secondary" },
        ]}
      >
        <p className="notice" role="note">
          {t("learn.notice")}
        </p>
      </PageHero>
      <Section id="before" title={t("learn.beforeTitle")} tone="tint">
        <CheckList items={tx<string[]>("learn.before")} />
      </Section>
      <Section id="guide" title={t("learn.stepsTitle")}>
        <nav className="toc" aria-labelledby="toc-title">
          <h3 id="toc-title">{t("learn.tocTitle")}</h3>
          <ol>
            {steps.map((step, index) => (
              <li key={ids[index]}>
                <a href={`#${ids[index]}`}>{step.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <Steps items={steps} ids={ids} tipLabel={t("learn.tipLabel")} />
      </Section>
      <Section id="design" title={t("learn.designTitle")} tone="tint">
        <Cards items={tx<CardText[]>("learn.design")} numbered />
      </Section>
      <Section id="mistakes" title={t("learn.mistakesTitle")}>
        <ul className="prose">
          {tx<string[]>("learn.mistakes").map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section id="together" title={t("learn.togetherTitle")} tone="tint">
        <Paragraphs items={tx<string[]>("learn.together")} />
      </Section>
      <CtaBand
        id="start"
        title={t("learn.ctaTitle")}
        text={t("learn.ctaText")}
        actions={[
          { to: "/join", label: t("learn.ctaJoin") },
          { to: "/creator", label: t("learn.ctaStudio"), kind: "secondary" },
        ]}
      />
    </>
  );
}
