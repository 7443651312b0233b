import { Link, useLoaderData } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { ProfileAchievement, ShownAchievement } from "~/lib/achievements.server";
import { dateFormat } from "~/lib/intl-formats";

function useDate() {
  const { locale } = useT();
  return dateFormat(LOCALES[locale].locale, { dateStyle: "long", timeZone: "UTC" });
}

/**
 * The game page's achievements. A hidden one the viewer has not unlocked arrives without its name or
 * description (the loader masks it), so there is nothing to reveal in the page's source either.
 */
export function GameAchievements({ achievements }: { achievements: ShownAchievement[] }) {
  const { t } = useT();
  const date = useDate();
  if (!achievements.length) return null;
  const unlocked = achievements.filter((a) => a.unlockedAt !== null).length;
  return (
    <section aria-labelledby="achievements-title" className="game-achievements">
      <h2 id="achievements-title">{t("achievements.title")}</h2>
      <p className="muted">
        {t("achievements.count", { n: achievements.length })}
        {unlocked ? ` ${t("achievements.unlockedCount", { n: unlocked, total: achievements.length })}` : null}
      </p>
      <ul className="achievement-list">
        {achievements.map((achievement) => {
          const masked = achievement.name === null;
          const classes = ["achievement", masked ? "achievement-masked" : "", achievement.unlockedAt !== null ? "achievement-unlocked" : ""];
          return (
            <li key={achievement.id} className={classes.filter(Boolean).join(" ")}>
              <h3>{masked ? t("achievements.hidden") : achievement.name}</h3>
              <p>{masked ? t("achievements.hiddenText") : achievement.description}</p>
              {achievement.unlockedAt !== null ? (
                <p className="achievement-date">
                  <strong>{t("achievements.unlockedOn", { date: date.format(achievement.unlockedAt) })}</strong>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The game page's block, from its loader's `achievements` field. */
export function GameAchievementsOfPage() {
  const { achievements } = useLoaderData<{ achievements: ShownAchievement[] }>();
  return <GameAchievements achievements={achievements} />;
}

/** The achievements a person unlocked, on their profile: each with its game and date, newest first. */
export function ProfileAchievements({ name, achievements }: { name: string; achievements: ProfileAchievement[] }) {
  const { t } = useT();
  const date = useDate();
  return (
    <section aria-labelledby="profile-achievements-title">
      <h2 id="profile-achievements-title">{t("achievements.profileTitle")}</h2>
      {achievements.length ? (
        <ul className="achievement-list">
          {achievements.map((achievement) => (
            <li key={`${achievement.gameId}-${achievement.id}`} className="achievement achievement-unlocked">
              <h3>{achievement.name}</h3>
              <p>{achievement.description}</p>
              <p className="muted">
                {t("achievements.inGame")} <Link to={`/escape/${encodeURIComponent(achievement.gameId)}`}>{achievement.gameTitle}</Link>
                {" · "}
                {t("achievements.unlockedOn", { date: date.format(achievement.unlockedAt) })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("achievements.noneYet", { name })}</p>
      )}
    </section>
  );
}
