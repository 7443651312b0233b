import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GameCard } from "~/components/game-card";
import { useT } from "~/i18n/use-t";
import { gamesByCreator } from "~/lib/catalogue.server";
import { notFound } from "~/lib/page.server";
import { publicProfile } from "~/lib/profile.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const profile = await publicProfile(context.db, params.id ?? "");
  if (!profile) notFound();
  return { username: profile.username, games: await gamesByCreator(context.db, profile.id) };
}

export default function ProfileGames() {
  const { username, games } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <section aria-labelledby="games-title">
      <h2 id="games-title">{t("profile.gamesTitle")}</h2>
      <p className="muted">{t("profile.gamesCount", { n: games.length })}</p>
      {games.length ? (
        <ul className="cards">
          {games.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </ul>
      ) : (
        <p>{t("profile.noGames", { name: username })}</p>
      )}
    </section>
  );
}
