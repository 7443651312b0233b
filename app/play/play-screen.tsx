import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { ClientDefinition } from "~/engine";
import { useT } from "~/i18n/use-t";
import type { PlayGameInfo } from "~/lib/play/types";
import type { PlayDriver } from "./driver/types";
import { EndScreen, GameShell, preloadGameScreens } from "./game-screens";
import { ErrorScreen } from "./screens/error-screen";
import { IntroScreen } from "./screens/intro-screen";
import { LoadingScreen, MissingResources, ProgressPanel } from "./screens/loading-screen";
import { SoundConsent } from "./screens/sound-consent";
import { useGameNotices } from "./use-game-notices";
import { usePlaySession } from "./use-play-session";

export type PlayScreenProps = {
  game: PlayGameInfo;
  // The definition without answers, for the intro and until the session sends its own.
  view: ClientDefinition;
  assets: string[];
  createDriver: (key: string | undefined) => PlayDriver;
  testMode?: boolean;
  // Whether this device holds a session a Start would resume (read on the client only).
  resumable?: () => boolean;
  // Forgets that session, so "play again" starts afresh.
  forget?: () => void;
  // A logged-in player's saved game (where they were, when, abandoning it), shown on the intro.
  saved?: ReactNode;
  savedInAccount?: boolean;
  // Replaces the intro's note on how long progress is kept (a logged-in player's is saved to the account).
  progressNote?: ReactNode;
  gamePageHref: string | null;
  catalogueHref: string | null;
  catalogueLabel?: string;
  // The intro's remote-play choice (real play only) and whether Start plays solo here.
  multiChoice?: ReactNode;
  soloAllowed?: boolean;
};

type Phase = "intro" | "consent" | "loading" | "missing" | "play";

/**
 * A game from its intro to its end screen: intro, sound consent, loading, then the session. The
 * session opens while the files load, and `start` is sent once both are ready; a resumed session
 * arrives already running and is not started again.
 */
export function PlayScreen(props: PlayScreenProps) {
  const { game, view, assets, createDriver, testMode = false, resumable, forget } = props;
  const { t } = useT();
  const [phase, setPhase] = useState<Phase>("intro");
  const [keyError, setKeyError] = useState<"key-only" | "wrong-key" | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [canResume, setCanResume] = useState(false);
  const [factory, setFactory] = useState<(() => PlayDriver) | null>(null);
  const key = useRef<string | undefined>(undefined);
  const started = useRef(false);
  const { sound, announcer, notify, onEvents } = useGameNotices();
  const { reset } = announcer;

  useEffect(() => setCanResume(resumable?.() ?? false), [resumable]);

  const session = usePlaySession(factory, onEvents);
  const { current, failure, send } = session;

  const openSession = useCallback(() => {
    started.current = false;
    reset();
    setFactory(() => () => createDriver(key.current));
  }, [createDriver, reset]);

  // A refused key sends the player back to the intro's key field; other refusals get their screen.
  useEffect(() => {
    if (failure?.error !== "wrong-key" && failure?.error !== "key-only") return;
    setKeyError(failure.error);
    setFactory(null);
    setPhase("intro");
  }, [failure]);

  useEffect(() => {
    if (phase !== "play" || !current || current.state.status !== "ready" || started.current) return;
    started.current = true;
    send({ type: "start" });
  }, [phase, current, send]);

  // Test-play keeps nothing: leaving the page mid-game loses the run, so the browser asks first.
  const playing = phase === "play" && current !== null && current.state.status !== "ended";
  useEffect(() => {
    if (!testMode || !playing) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [testMode, playing]);

  // Opens the session again (the same one, when it can be resumed): after a network failure.
  const retry = () => {
    openSession();
    setPhase("play");
  };
  // A fresh game: the stored session is forgotten first.
  const replay = () => {
    forget?.();
    setCanResume(false);
    retry();
  };

  if (phase === "intro") {
    return (
      <IntroScreen
        game={game}
        penaltySeconds={view.rules.penaltySeconds}
        timeLimitSeconds={view.rules.timeLimitSeconds}
        testMode={testMode}
        resumable={canResume}
        saved={props.saved}
        savedInAccount={props.savedInAccount}
        progressNote={props.progressNote}
        keyError={keyError}
        initialKey={key.current}
        gamePageHref={props.gamePageHref}
        soloAllowed={props.soloAllowed}
        multiChoice={props.multiChoice}
        onStart={(given) => {
          preloadGameScreens();
          key.current = given;
          setKeyError(null);
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
  if (failure && failure.error !== "wrong-key" && failure.error !== "key-only") {
    const expired = failure.error === "session-expired";
    return (
      <ErrorScreen
        error={failure.error}
        message={failure.message}
        onRetry={expired ? replay : failure.error === "connection" || failure.error === "rate-limited" ? retry : undefined}
        retryLabel={expired ? t("play.errors.newGame") : undefined}
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
    return (
      <MissingResources
        missing={missing}
        onPlayAnyway={() => setPhase("play")}
        onBack={() => {
          setFactory(null);
          setPhase("intro");
        }}
      />
    );
  }
  if (!current || current.state.status === "ready") {
    return <ProgressPanel done={assets.length} total={assets.length} connecting />;
  }
  if (current.state.status === "ended") {
    return (
      <EndScreen
        title={game.title}
        state={current.state}
        view={current.view}
        onReplay={replay}
        gamePageHref={props.gamePageHref}
        catalogueHref={props.catalogueHref}
        catalogueLabel={props.catalogueLabel}
        chaptersOf={testMode ? undefined : game.id}
      />
    );
  }
  return (
    <GameShell
      game={game}
      current={current}
      send={send}
      busy={session.busy}
      now={session.now}
      announcer={announcer}
      notify={notify}
      sound={sound}
      connection={session.connection}
      roomError={session.roomError}
      testMode={testMode}
    />
  );
}
