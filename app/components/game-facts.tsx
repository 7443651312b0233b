import { useLoaderData } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { GameDetail } from "~/lib/game-detail.server";
import { formatDuration, formatPercent } from "~/lib/durations";
import { FactList } from "~/components/fact-list";
import { dateFormat } from "~/lib/intl-formats";

/** The game page's information, skills and statistics blocks. */
export function GameFacts() {
  const { game, stats } = useLoaderData<GameDetail>();
  const { t, locale } = useT();
  const bcp = LOCALES[locale].locale;
  const date = dateFormat(bcp, { dateStyle: "long", timeZone: "UTC" });
  const none = t("game.none");
  const facts: [string, string][] = [
    [t("game.players"), t("common.units.players", { min: game.minPlayers, max: game.maxPlayers })],
    [t("game.age"), t("common.units.age", { n: game.recommendedAge })],
    [t("game.duration"), t("common.units.minutes", { n: game.playMinutes })],
    [t("game.hintWait"), formatDuration(game.hintRechargeSeconds, bcp)],
    [t("game.published"), date.format(game.publishedAt)],
    [t("game.updated"), date.format(game.updatedAt)],
  ];
  const figures: [string, string][] = [
    [t("game.started"), String(stats.started)],
    [t("game.playedCount"), String(stats.played)],
    [t("game.averageTime"), stats.averageSeconds === null ? none : formatDuration(stats.averageSeconds, bcp)],
    [t("game.successRate"), stats.successRate === null ? none : formatPercent(stats.successRate, bcp)],
    [t("game.averageHints"), stats.averageHints === null ? none : String(stats.averageHints)],
  ];
  return (
    <div className="game-facts">
      <section aria-labelledby="info-title" className="card">
        <h2 id="info-title">{t("game.info")}</h2>
        <FactList facts={facts} />
      </section>
      <section aria-labelledby="skills-title" className="card">
        <h2 id="skills-title">{t("game.skills")}</h2>
        <dl className="facts">
          {(["search", "manipulation", "reflection"] as const).map((skill) => (
            <div key={skill}>
              <dt>{t(`game.skillNames.${skill}`)}</dt>
              <dd>
                <meter min={0} max={5} value={game.skills[skill]} aria-label={t(`game.skillNames.${skill}`)} />{" "}
                {t("game.skillValue", { n: game.skills[skill] })}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="stats-title" className="card">
        <h2 id="stats-title">{t("game.stats")}</h2>
        <FactList facts={figures} />
      </section>
    </div>
  );
}
