import { useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ClientDefinition } from "~/engine";
import { useT } from "~/i18n/use-t";
import type { MultiPageData, PlayGameInfo } from "~/lib/play/types";
import { DeferredSessionDriver } from "../driver/deferred-driver";
import type { DriverFailure, PlayDriver } from "../driver/types";
import { EndScreen, GameShell, Lobby, preloadGameScreens, preloadLobby } from "../game-screens";
import { StatusBanners } from "../game/status-banners";
import { ErrorScreen } from "../screens/error-screen";
import { LoadingScreen, MissingResources, ProgressPanel } from "../screens/loading-screen";
import { SoundConsent } from "../screens/sound-consent";
import { useGameNotices } from "../use-game-notices";
import { usePlaySession } from "../use-play-session";
import type { CreatedState } from "./create-session";
import { JoinScreen } from "./join-screen";
import { LeftScreen } from "./left-screen";
import { highlightTarget, targetLabelOf } from "./pointing";
import { gamePathOf } from "./session-paths";
import { TeamPanels } from "./team-panels";
import { useTeam } from "./use-team";
import { useTeamChange } from "./use-team-change";

type MultiPlayScreenProps = {
  game: PlayGameInfo;
  view: ClientDefinition;
  assets: string[];
  session: NonNullable<MultiPageData["session"]>;
  gamePageHref: string | null;
  catalogueHref: string | null;
};

type Phase = "join" | "consent" | "loading" | "missing" | "play" | "left";

// Refusals the join form can fix (a nickname, a key): the player goes back to it with the reason.
const FIELD_OF: Partial<Record<DriverFailure["error"], "name" | "key">> = { "nickname-needed": "name", "wrong-key": "key", "key-only": "key" };

/**
 * A remote session from its door to its end: join (nickname, key), sound consent, loading, then the
 * lobby until the creator starts, the shared game, and the end everyone sees. A reload joins again
 * and lands where the team is; a player removed or turned away gets the reason.
 */
export function MultiPlayScreen({ game, view, assets, session, gamePageHref, catalogueHref }: MultiPlayScreenProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // The creator arrives from the create form: already joined, straight to the sound choice.
  const created = (location.state as CreatedState | null)?.created === true && session.youAreCreator;
  // A live event's player was named by the event's page already: nothing to ask at the team's door.
  const fromEvent = session.event !== undefined && session.joined;
  const [phase, setPhase] = useState<Phase>(created || fromEvent ? "consent" : "join");
  const [missing, setMissing] = useState<string[]>([]);
  const [factory, setFactory] = useState<(() => PlayDriver) | null>(null);
  const [refusal, setRefusal] = useState<{ field: "name" | "key"; message: string } | null>(null);
  const given = useRef<{ name?: string; key?: string }>({});
  const { sound, announcer, notify, onEvents } = useGameNotices();
  const { team, onTeam } = useTeam(session);
  const playSession = usePlaySession(factory, onEvents, onTeam);
  const { current, failure, send, channel, you } = playSession;
  const event = playSession.event ?? session.event ?? null;
  const moving = useTeamChange(playSession.roomError, event);
  const gamePath = gamePathOf(location.pathname);
  // A session page always leads to the game: its screens load once this one shows.
  useEffect(() => {
    preloadLobby();
    preloadGameScreens();
  }, []);

  const { reset } = announcer;
  const openSession = useCallback(() => {
    reset();
    const { name, key } = given.current;
    const load = () => import("../driver/multi-driver").then(({ MultiDriver }) => new MultiDriver({ code: session.code, name, key }));
    setFactory(() => () => new DeferredSessionDriver(load));
  }, [reset, session.code]);

  useEffect(() => {
    const field = failure ? FIELD_OF[failure.error] : undefined;
    if (!failure || !field) return;
    setRefusal({ field, message: failure.message ?? t(`access.errors.${failure.error}.text`) });
    setFactory(null);
    setPhase("join");
  }, [failure, t]);

  // Somebody points at something: said to everyone else, and shown on the scene for a moment.
  const point = team.point;
  const latestView = current?.view;
  useEffect(() => {
    if (!point?.targetId || !latestView) return;
    const label = targetLabelOf(latestView, point.targetId);
    if (label) notify({ text: t("play.multi.point.announce", { name: point.name, target: label }), tone: "info", visible: true });
    return highlightTarget(point.targetId);
    // Each pointer once, when it comes: not again when the view changes.
  }, [point?.id]);

  // The host of a live event speaks: said at once, and kept in the team's panel.
  const lastHost = team.host.at(-1);
  useEffect(() => {
    if (!lastHost) return;
    const label = lastHost.kind === "hint" ? t("play.multi.event.hostHint") : t("play.multi.event.hostMessage");
    notify({ text: `${label} : ${lastHost.text}`, tone: "info", visible: true });
    // Each line once, when it comes.
  }, [lastHost?.id]);

  const isCreator = session.youAreCreator || (you !== null && team.players.some((player) => player.id === you && player.kind === "creator"));
  const leave = () => {
    channel?.leaveSession();
    // The frame goes out before the socket closes; the room frees the slot.
    setTimeout(() => setFactory(null), 100);
    setPhase("left");
  };

  if (phase === "join") {
    return (
      <JoinScreen
        game={game}
        session={session}
        refusal={refusal}
        initial={given.current}
        gamePageHref={gamePageHref}
        onJoin={(answer) => {
          given.current = answer;
          setRefusal(null);
          setPhase("consent");
        }}
      />
    );
  }
  if (phase === "consent") {
    return (
      <SoundConsent
        view={view}
        onChoose={(withSound) => {
          if (withSound) sound.enable();
          openSession();
          setPhase("loading");
        }}
      />
    );
  }
  if (phase === "left") return <LeftScreen title={game.title} gamePath={gamePath} catalogueHref={catalogueHref} />;
  if (failure && !FIELD_OF[failure.error]) {
    return (
      <ErrorScreen
        error={failure.error}
        message={failure.message}
        onRetry={failure.error === "connection" || failure.error === "rate-limited" ? openSession : undefined}
      />
    );
  }
  if (phase === "loading") {
    return (
      <LoadingScreen
        assets={assets}
        onLoaded={(absent) => {
          setMissing(absent);
          setPhase(absent.length > 0 ? "missing" : "play");
        }}
      />
    );
  }
  if (phase === "missing") {
    return <MissingResources missing={missing} onPlayAnyway={() => setPhase("play")} onBack={() => navigate(gamePath)} />;
  }
  if (moving) {
    return (
      <p className="play-muted multi-moving" role="status">
        {t("play.multi.event.moving")}
      </p>
    );
  }
  if (!current) return <ProgressPanel done={assets.length} total={assets.length} connecting />;
  if (current.state.status === "ready") {
    return (
      <>
        {/* A dropped connection while waiting: said here too, since the list may be out of date meanwhile. */}
        <StatusBanners connection={playSession.connection} roomError={null} sound={sound} />
        <Lobby
          title={game.title}
          code={session.code}
          team={team}
          you={you}
          isCreator={isCreator}
          channel={channel}
          send={send}
          roomError={playSession.roomError}
          onLeft={leave}
          event={event}
        />
      </>
    );
  }
  if (current.state.status === "ended") {
    return (
      <EndScreen
        title={game.title}
        state={current.state}
        view={current.view}
        onReplay={() => navigate(gamePath)}
        gamePageHref={gamePageHref}
        catalogueHref={catalogueHref}
        team={{ isCreator }}
        chaptersOf={game.id}
      />
    );
  }
  return (
    <GameShell
      game={game}
      current={current}
      send={send}
      busy={playSession.busy}
      now={playSession.now}
      announcer={announcer}
      notify={notify}
      sound={sound}
      connection={playSession.connection}
      // A refused start belongs to the lobby; the game has begun since.
      roomError={playSession.roomError?.code === "not_enough_players" ? null : playSession.roomError}
      testMode={false}
      team={{
        isCreator,
        onLeaveSession: leave,
        hostSteers: event !== null,
        panels: <TeamPanels team={team} you={you} isCreator={isCreator} channel={channel} view={current.view} state={current.state} hostSteers={event !== null} />,
      }}
    />
  );
}
