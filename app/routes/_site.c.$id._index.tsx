import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ProfileAchievements } from "~/components/game-achievements";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { profileAchievements } from "~/lib/achievements.server";
import { profileForViewer, publishedGamesCount, userIdNamed } from "~/lib/profile.server";
import { partiesPlayedCount } from "~/lib/profiles/parties.server";
import { numberFormat } from "~/lib/intl-formats";

/**
 * Everything is read at once, the figures finding the person from their name. The sessions-played figure
 * follows the parties' privacy choice: a count is still about the parties, so a private one is not sent.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const name = params.id ?? "";
  const person = userIdNamed(name);
  const [{ profile, partiesVisible }, games, sessions, achievements] = await Promise.all([
    profileForViewer(context, name),
    publishedGamesCount(context.db, person),
    partiesPlayedCount(context.db, person),
    profileAchievements(context.db, person),
  ]);
  return { username: profile.username, bio: profile.bio, figures: { games, sessions: partiesVisible ? sessions : null }, achievements };
}

export default function ProfileOverview() {
  const { username, bio, figures, achievements } = useLoaderData<typeof loader>();
  const { t, locale } = useT();
  const number = numberFormat(LOCALES[locale].locale);
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
