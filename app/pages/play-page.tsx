import type { LinksFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useCallback } from "react";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { playPageLoader } from "~/lib/play/play-page.server";
import type { PlayPageData } from "~/lib/play/types";
import { RoomDriver } from "~/play/driver/room-driver";
import { forgetStoredSession, readStoredSession } from "~/play/driver/stored-session";
import { PlayScreen } from "~/play/play-screen";
import { ErrorScreen } from "~/play/screens/error-screen";
import styles from "~/styles/play.css?url";

export const loader = playPageLoader;
export const meta = pageMeta;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/**
 * Every play route of spec section 2 (/play, /private, /play2D, /private2D, /play360, /private360,
 * /demoprivate2D): the game from its intro to its end screen, or the access error that stops it.
 */
export default function PlayPage() {
  const { play } = useLoaderData<typeof loader>();
  if (play.kind === "error") {
    return (
      <div className="play-root">
        <ErrorScreen error={play.error} />
      </div>
    );
  }
  if (play.session !== null) return <MultiplayerNotice data={play} />;
  return <SoloGame data={play} />;
}

type GameData = Extract<PlayPageData, { kind: "game" }>;

function SoloGame({ data }: { data: GameData }) {
  const { game, routeKind } = data;
  const createDriver = useCallback((key: string | undefined) => new RoomDriver({ gameId: game.id, routeKind, key }), [game.id, routeKind]);
  const resumable = useCallback(() => readStoredSession(game.id) !== null, [game.id]);
  const forget = useCallback(() => forgetStoredSession(game.id), [game.id]);
  return (
    <div className="play-root">
      <PlayScreen
        game={game}
        view={data.view}
        assets={data.assets}
        createDriver={createDriver}
        resumable={resumable}
        forget={forget}
        // Private games have no public page to go back to.
        gamePageHref={routeKind === "public" ? `/escape/${game.id}` : null}
        catalogueHref="/escape"
      />
    </div>
  );
}

/** /…/{id}/{session}(/join): remote multiplayer sessions come with issue 5; solo works today. */
function MultiplayerNotice({ data }: { data: GameData }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const soloPath = pathname.split("/").slice(0, 3).join("/");
  return (
    <div className="play-root">
      <section className="play-panel" aria-labelledby="play-multi-notice">
        <p className="play-end-game">{data.game.title}</p>
        <h1 id="play-multi-notice">{t(data.joining ? "play.multi.joining" : "play.multi.session", { session: data.session ?? "" })}</h1>
        <p>{t("play.multi.soon")}</p>
        <div className="play-actions">
          {data.game.solo ? (
            <Link className="button" to={soloPath}>
              {t("play.multi.playSolo")}
            </Link>
          ) : null}
          <Link className="button button-secondary" to="/escape">
            {t("access.backToGames")}
          </Link>
        </div>
      </section>
    </div>
  );
}
