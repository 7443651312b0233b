import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ProfileAchievements } from "~/components/game-achievements";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { profileAchievements } from "~/lib/achievements.server";
import { profileForViewer, publishedGamesCount } from "~/lib/profile.server";
import { partiesPlayedCount } from "~/lib/profiles/parties.server";

/** The sessions-played figure follows the parties' privacy choice: a count is still about the parties. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { profile, partiesVisible } = await profileForViewer(context, params.id ?? "");
  const [games, sessions, achievements] = await Promise.all([
    publishedGamesCount(context.db, profile.id),
    partiesVisible ? partiesPlayedCount(context.db, profile.id) : Promise.resolve(null),
    profileAchievements(context.db, profile.id),
  ]);
  return { username: profile.username, bio: profile.bio, figures: { games, sessions }, achievements };
}

export default function ProfileOverview() {
  const { username, bio, figures, achievements } = useLoaderData<typeof loader>();
  const { t, locale } = useT();
  const number = new Intl.NumberFormat(LOCALES[locale].locale);
  return (
    <>
      <section aria-labelledby="bio-title">
        <h2 id="bio-title">{t("profile.bio")}</h2>
        {/* Plain text: React escapes it, and CSS keeps the line breaks the person typed. */}
        <p className="profile-bio">{bio || t("profile.noBio", { name: username })}</p>
      </section>
      <section aria-labelledby="figures-title">
        <h2 id="figures-title">{t("profile.figures")}</h2>
        <ul className="profile-figures">
          <li>
            <strong>{number.format(figures.games)}</strong> {t("profile.figureGames")}
          </li>
          {figures.sessions !== null ? (
            <li>
              <strong>{number.format(figures.sessions)}</strong> {t("profile.figureSessions")}
            </li>
          ) : null}
        </ul>
      </section>
      <ProfileAchievements name={username} achievements={achievements} />
    </>
  );
}
