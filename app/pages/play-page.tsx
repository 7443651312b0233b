import { useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { SavedGame } from "~/components/saved-game";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { playPageLoader } from "~/lib/play/play-page.server";
import { SAVED_PROGRESS_DAYS, type PlayPageData } from "~/lib/play/types";
import { DeferredDriver } from "~/play/driver/deferred-driver";
import { forgetStoredSession, readStoredSession } from "~/play/driver/stored-session";
import { MultiChoice } from "~/play/multi/multi-choice";
import { MultiPlayScreen } from "~/play/multi/multi-play-screen";
import { playLinks } from "~/play/play-links";
import { PlayScreen } from "~/play/play-screen";
import { ErrorScreen } from "~/play/screens/error-screen";

export const loader = playPageLoader;
export const meta = pageMeta;
export const links = playLinks;

/**
 * Every play route of spec section 2 (/play, /private, /play2D, /private2D, /play360, /private360,
 * /demoprivate2D): the game from its intro to its end screen, or the access error that stops it.
 */
export default function PlayPage() {
  const { play, brand } = useLoaderData<typeof loader>();
  if (play.kind === "error") {
    return (
      <div className="play-root">
        <ErrorScreen error={play.error} />
      </div>
    );
  }
  const branded = brand !== null;
  if (play.multi.session) return <RemoteGame data={play} session={play.multi.session} branded={branded} />;
  return <SoloGame data={play} branded={branded} />;
}

type GameData = Extract<PlayPageData, { kind: "game" }>;

// Private games have no public page to go back to; a white-label game shows nothing of the platform (ADR 041).
const gamePageOf = (data: GameData, branded: boolean) => (data.routeKind === "public" && !branded ? `/escape/${data.game.id}` : null);

function SoloGame({ data, branded }: { data: GameData; branded: boolean }) {
  const { game, routeKind, saved } = data;
  // The account's saved game, until it is over, abandoned or replaced by a new one from this page.
  const savedSession = useRef(saved?.sessionId ?? null);
  useEffect(() => {
    savedSession.current = saved?.sessionId ?? null;
  }, [saved?.sessionId]);
  const createDriver = useCallback(
    (key: string | undefined) =>
      new DeferredDriver(() =>
        import("~/play/driver/room-driver").then(
          ({ RoomDriver }) =>
            new RoomDriver({ gameId: game.id, routeKind, key, savedSessionId: savedSession.current, onForget: () => (savedSession.current = null) }),
        ),
      ),
    [game.id, routeKind],
  );
  // Read again when the saved game changes (abandoned: the loaders ran again).
  const savedId = saved?.sessionId;
  const resumable = useCallback(() => (savedId !== undefined && savedSession.current !== null) || readStoredSession(game.id) !== null, [game.id, savedId]);
  const forget = useCallback(() => {
    forgetStoredSession(game.id);
    savedSession.current = null;
  }, [game.id]);
  return (
    <div className="play-root">
      <PlayScreen
        game={game}
        view={data.view}
        assets={data.assets}
        createDriver={createDriver}
        resumable={resumable}
        forget={forget}
        saved={data.loggedIn && game.solo && routeKind !== "demo" ? <SavedGame gameId={game.id} saved={saved} onAbandoned={forget} /> : null}
        savedInAccount={saved !== null}
        progressNote={data.loggedIn && routeKind !== "demo" ? <SavedProgressNote /> : null}
        gamePageHref={gamePageOf(data, branded)}
        catalogueHref={branded ? null : "/escape"}
        soloAllowed={game.solo}
        multiChoice={game.multi ? <MultiChoice game={game} multi={data.multi} routeKind={routeKind} /> : null}
      />
    </div>
  );
}

/** /…/{id}/{code} and /…/{id}/{code}/join: a remote multiplayer session. */
function RemoteGame({ data, session, branded }: { data: GameData; session: NonNullable<GameData["multi"]["session"]>; branded: boolean }) {
  return (
    <div className="play-root">
      <MultiPlayScreen
        // A new code is a new session: nothing of the last one's screens carries over.
        key={session.code}
        game={data.game}
        view={data.view}
        assets={data.assets}
        session={session}
        gamePageHref={gamePageOf(data, branded)}
        catalogueHref={branded ? null : "/escape"}
      />
    </div>
  );
}

/** What a logged-in player's progress becomes: saved to the account, not only kept on this device. */
function SavedProgressNote() {
  const { t } = useT();
  return <>{t("saved-game.progressAccount", { days: SAVED_PROGRESS_DAYS })}</>;
}
