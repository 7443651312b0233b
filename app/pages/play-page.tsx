import { useLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { pageMeta } from "~/lib/meta";
import { playPageLoader } from "~/lib/play/play-page.server";
import type { PlayPageData } from "~/lib/play/types";
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
  const { game, routeKind } = data;
  const createDriver = useCallback(
    (key: string | undefined) =>
      new DeferredDriver(() => import("~/play/driver/room-driver").then(({ RoomDriver }) => new RoomDriver({ gameId: game.id, routeKind, key }))),
    [game.id, routeKind],
  );
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
