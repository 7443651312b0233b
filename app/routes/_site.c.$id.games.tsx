import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GameCard } from "~/components/game-card";
import { ProfilePager } from "~/components/profile-pager";
import { useT } from "~/i18n/use-t";
import { profileForViewer, publishedGamesCount, userIdNamed } from "~/lib/profile.server";
import { creatorGames } from "~/lib/profiles/games.server";
import { pageOf } from "~/lib/profiles/paging";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const name = params.id ?? "";
  const person = userIdNamed(name);
  const [{ profile }, games, total] = await Promise.all([
    profileForViewer(context, name),
    creatorGames(context.db, person, pageOf(new URL(request.url))),
    publishedGamesCount(context.db, person),
  ]);
  return { username: profile.username, games, total };
}

export default function ProfileGames() {
  const { username, games, total } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <section aria-labelledby="games-title">
      <h2 id="games-title">{t("profile.gamesTitle")}</h2>
      <p className="muted">{t("profile.gamesCount", { n: total })}</p>
      {games.items.length ? (
        <ul className="cards">
          {games.items.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </ul>
      ) : (
        <p>{t(games.page > 1 ? "profile.pageEmpty" : "profile.noGames", { name: username })}</p>
      )}
      <ProfilePager page={games.page} hasNext={games.hasNext} path={`/c/${encodeURIComponent(username)}/games`} label={t("profile.pager.games")} />
    </section>
  );
}
