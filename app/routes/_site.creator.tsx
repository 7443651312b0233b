import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import {
  Cards,
  CheckList,
  CtaBand,
  PageHero,
  PlanBox,
  Section,
  marketingLinks,
  type CardText,
} from "~/components/marketing/blocks";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { currentUser } from "~/lib/session.server";

export const meta = pageMeta;
export const links = marketingLinks;

/** Logged in, the page's calls to action lead to the workspace instead of registration. */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await currentUser(context);
  return { ...pageTexts(context, ["creator", "marketing"], { title: "creator.title", description: "creator.description" }), signedIn: user !== null };
}

export default function Creator() {
  const { t, tx } = useT();
  const { signedIn } = useLoaderData<typeof loader>();
  const start = signedIn ? { to: "/project", label: t("creator.ctaProjects") } : { to: "/join", label: t("creator.ctaJoin") };
  return (
    <>
      <PageHero
        eyebrow={t("creator.eyebrow")}
        title={t("creator.heroTitle")}
        lead={t("creator.heroText")}
        image="creator"
        actions={[
          start,
          { to: "/learn", label: t("creator.ctaLearn"), kind: "secondary" },
        ]}
      >
        <p className="notice" role="note">
          {t("creator.notice")} <Link to="/project">{t("creator.ctaWorkspace")}</Link>
        </p>
      </PageHero>
      <Section id="editors" title={t("creator.editorsTitle")} intro={t("creator.editorsIntro")}>
        <Cards items={tx<CardText[]>("creator.editors")} icons={["interface", "360", "classic"]} />
      </Section>
      <Section id="blocks" title={t("creator.blocksTitle")} tone="tint">
        <Cards items={tx<CardText[]>("creator.blocks")} icons={["key", "recipe", "lock", "hint", "trophy", "door"]} />
      </Section>
      <Section id="share" title={t("creator.shareTitle")}>
        <Cards items={tx<CardText[]>("creator.share")} icons={["spark", "privacy", "team", "profile"]} />
        <p className="prose">{t("creator.communityText")}</p>
      </Section>
      <Section id="plan" title={t("creator.planTitle")} intro={t("creator.planIntro")} tone="tint">
        <div className="mk-split">
          <PlanBox plan="basic" name={t("creator.planName")} />
          <div>
            <CheckList items={tx<string[]>("creator.planFeatures")} />
            <p>
              {t("creator.proText")} <Link to="/plans">{t("creator.proLink")}</Link>
            </p>
          </div>
        </div>
      </Section>
      <CtaBand
        id="start"
        title={t("creator.ctaTitle")}
        text={t("creator.ctaText")}
        actions={[
          start,
          { to: "/learn", label: t("creator.ctaLearn"), kind: "secondary" },
        ]}
      />
    </>
  );
}
