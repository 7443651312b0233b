import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CatalogueRails } from "~/components/catalogue-rails";
import { StatsFigures } from "~/components/stats-figures";
import { useT } from "~/i18n/use-t";
import { railsQueries, toRails } from "~/lib/catalogue-page.server";
import { memo } from "~/lib/memo.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { platformFigures, platformStatsQuery, toPlatformStats } from "~/lib/stats.server";
import { rollIfLate } from "~/lib/trending.server";

export const meta = pageMeta;

export async function loader({ context }: LoaderFunctionArgs) {
  const { db, env } = context;
  const ttl = Number(env.HOME_CACHE_SECONDS ?? 15) * 1000;
  const { stats, rails } = await memo("home", ttl, async () => {
    const [stats, ...railRows] = await db.batch([platformStatsQuery(db), ...railsQueries(db)]);
    rollIfLate(db, railRows[3][0]?.value, (promise) => context.ctx.waitUntil(promise));
    return { stats: toPlatformStats(stats), rails: toRails(railRows) };
  });
  const figures = platformFigures(stats, context.locale);
  return { ...pageTexts(context, ["home", "catalogue.rails"], { title: "home.title", description: "common.meta.description" }), figures, rails };
}

// Game type items carry a key and take their name from common.gameTypes; audience items carry a title.
type Item = { key?: string; to?: string; title?: string; text: string };

export default function Home() {
  const { figures, rails } = useLoaderData<typeof loader>();
  const { t, tx } = useT();
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div>
          <h1 id="home-title">{t("home.heroTitle")}</h1>
          <p className="lead">{t("home.heroText")}</p>
          <p className="hero-actions">
            <Link className="button" to="/escape">
              {t("home.ctaPlay")}
            </Link>
            <Link className="button button-secondary" to="/creator">
              {t("home.ctaCreate")}
            </Link>
            <Link className="button button-ghost" to="/code">
              {t("home.ctaCode")}
            </Link>
          </p>
        </div>
        <img src="/images/hero.svg" alt={t("home.heroAlt")} width={560} height={400} />
      </section>

      <section aria-labelledby="stats-title">
        <h2 id="stats-title">{t("home.statsTitle")}</h2>
        <StatsFigures figures={figures} ns="home" testId="home-stats" />
      </section>

      <section aria-labelledby="types-title">
        <h2 id="types-title">{t("home.typesTitle")}</h2>
        <ul className="cards">
          {tx<Item[]>("home.types").map((item) => (
            <li className="card" key={item.key}>
              <img src={`/images/type-${item.key}.svg`} alt="" width={320} height={160} loading="lazy" />
              <h3>{t(`common.gameTypes.${item.key}`)}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="games-title">
        <h2 id="games-title">{t("home.gamesTitle")}</h2>
        <CatalogueRails rails={rails} headingLevel={3} />
        <p>
          <Link to="/escape">{t("home.seeAll")}</Link>
        </p>
      </section>

      <section aria-labelledby="audiences-title">
        <h2 id="audiences-title">{t("home.audiencesTitle")}</h2>
        <ul className="cards">
          {tx<Item[]>("home.audiences").map((item) => (
            <li className="card" key={item.to}>
              <h3>
                <Link to={item.to ?? "/"}>{item.title}</Link>
              </h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
