import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHero, PlanBox, Section, marketingLinks, type CardText } from "~/components/marketing/blocks";
import { useT } from "~/i18n/use-t";
import { showsUpgradePrompt } from "~/lib/grades";
import { requireUserForWelcome } from "~/lib/guards.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { PUBLIC_PROFILE_ANCHOR } from "~/lib/profiles/social-links";

export const meta = pageMeta;
export const links = marketingLinks;

/** Where a newly verified user lands (grade 1); the spec's welcome guard sends visitors home. */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await requireUserForWelcome(context);
  // A Créateur (the account type chosen at registration) is led to the studio first.
  const [account] = await context.db.select({ accountType: users.accountType }).from(users).where(eq(users.id, user.id)).limit(1);
  return {
    ...pageTexts(context, ["welcome", "marketing"], { title: "welcome.title", description: "welcome.description" }),
    user: { username: user.username, upgrade: showsUpgradePrompt(user.grade), creator: account?.accountType === "creator" },
  };
}

type Step = CardText & { action: string };

/** One destination per first step, in the order of the texts: the first opens the account's public-profile card. */
const STEP_LINKS = [`/account#${PUBLIC_PROFILE_ANCHOR}`, "/escape", "/multi", "/code"] as const;

export default function Welcome() {
  const { user } = useLoaderData<typeof loader>();
  const { t, tx } = useT();
  const profile = `/c/${encodeURIComponent(user.username)}`;
  return (
    <>
      <PageHero
        title={t("welcome.heroTitle", { name: user.username })}
        lead={t("welcome.heroText")}
        image="welcome"
        actions={user.creator ? [{ to: "/project", label: t("welcome.creatorAction") }] : undefined}
      >
        {user.creator ? <p className="mk-welcome-creator">{t("welcome.creatorText")}</p> : null}
      </PageHero>
      <Section id="first-steps" title={t("welcome.stepsTitle")}>
        <ul className="cards mk-cards mk-numbered mk-welcome-grid">
          {tx<Step[]>("welcome.steps").map((step, index) => (
            <li className="card" key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
              {index === 0 ? (
                <p>
                  <Link to={profile}>{t("welcome.profileLink")}</Link>
                </p>
              ) : null}
              {index === 2 ? (
                <p>
                  <Link to="/project">{t("welcome.studioLink")}</Link>
                </p>
              ) : null}
              <Link className="button" to={STEP_LINKS[index]}>
                {step.action}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      {user.upgrade ? (
        <Section id="plan" title={t("welcome.planTitle")} intro={t("welcome.planIntro")} tone="tint">
          <PlanBox plan="basic" name={t("welcome.planName")}>
            <p>
              {t("welcome.upgradeText")} <Link to="/account?tab=subscription">{t("welcome.upgradeLink")}</Link>
            </p>
          </PlanBox>
        </Section>
      ) : null}
      <Section id="help" title={t("welcome.helpTitle")}>
        <ul className="cards mk-cards">
          {tx<CardText[]>("welcome.help").map((item, index) => (
            <li className="card" key={item.title}>
              <h3>
                <Link to={["/learn", "/letsplay", "/contact"][index]}>{item.title}</Link>
              </h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
