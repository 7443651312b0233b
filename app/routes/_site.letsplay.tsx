import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Cards, CtaBand, PageHero, Section, marketingLinks, type CardText } from "~/components/marketing/blocks";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";

export const meta = pageMeta;
export const links = marketingLinks;

export function loader({ context }: LoaderFunctionArgs) {
  return pageTexts(context, ["letsplay"], { title: "letsplay.title", description: "letsplay.description" });
}

const THEMES = ["adventure", "fantastic", "horror", "investigation"] as const;
const DIFFICULTIES = ["easy", "medium", "hard"] as const;

export default function LetsPlay() {
  const { t, tx } = useT();
  return (
    <>
      <PageHero
        eyebrow={t("letsplay.eyebrow")}
        title={t("letsplay.heroTitle")}
        lead={t("letsplay.heroText")}
        image="letsplay"
        actions={[
          { to: "/escape", label: t("letsplay.ctaPlay") },
          { to: "/code", label: t("letsplay.ctaCode"), kind: "secondary" },
        ]}
      />
      <Section id="ways" title={t("letsplay.waysTitle")}>
        <Cards items={tx<CardText[]>("letsplay.ways")} icons={["solo", "team", "code"]} />
      </Section>
      <Section id="tips" title={t("letsplay.tipsTitle")} intro={t("letsplay.tipsIntro")} tone="tint">
        <Cards items={tx<CardText[]>("letsplay.tips")} icons={["pencil", "hint", "warning", "key"]} />
        <p className="notice" role="note">
          <strong>{t("letsplay.warning")}</strong>
        </p>
      </Section>
      <Section id="in-game" title={t("letsplay.inGameTitle")}>
        <Cards items={tx<CardText[]>("letsplay.inGame")} icons={["door", "sound", "trophy"]} />
      </Section>
      <Section id="choose" title={t("letsplay.chooseTitle")}>
        <p className="prose">{t("letsplay.chooseText")}</p>
        <div className="mk-split">
          <div>
            <h3>{t("letsplay.themesLabel")}</h3>
            <ul className="tags">
              {THEMES.map((theme) => (
                <li className="badge" key={theme}>
                  {t(`common.themes.${theme}`)}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{t("letsplay.difficultiesLabel")}</h3>
            <ul className="tags">
              {DIFFICULTIES.map((level) => (
                <li className="badge" key={level}>
                  {t(`common.difficulties.${level}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section id="account" title={t("letsplay.accountTitle")} tone="tint">
        <p className="prose">{t("letsplay.accountText")}</p>
        <p>
          <Link to="/join">{t("letsplay.accountCta")}</Link>
        </p>
      </Section>
      <CtaBand
        id="play"
        title={t("letsplay.ctaTitle")}
        text={t("letsplay.ctaText")}
        actions={[
          { to: "/escape", label: t("letsplay.ctaPlay") },
          { to: "/code", label: t("letsplay.ctaCode"), kind: "secondary" },
        ]}
      />
    </>
  );
}
