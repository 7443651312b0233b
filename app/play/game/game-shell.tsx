import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { ambientOf, type Action, type GameObject } from "~/engine";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import type { PlayGameInfo } from "~/lib/play/types";
import type { ConnectionStatus, RoomErrorMessage } from "../driver/types";
import { SceneView } from "../renderers/scene-view";
import type { IntentAnswer, SessionView } from "../use-play-session";
import type { SoundControls } from "../use-sound";
import type { Announcement } from "./announcements";
import { GameHud, type HudDialog } from "./game-hud";
import { HintBox } from "./hint-box";
import { InspectDialog } from "./inspect-dialog";
import { InstructionsDialog } from "./instructions-dialog";
import { InventoryPanel } from "./inventory-panel";
import { OptionsDialog } from "./options-dialog";
import { PuzzleDialog } from "./puzzle-dialog";
import { PuzzlePanel } from "./puzzle-panel";
import { RoomOpenNotice, useFreshRoom } from "./room-open-notice";
import { RoomsPanel } from "./rooms-panel";
import { PauseDialog, QuitChoice, TimeUpDialog } from "./session-dialogs";
import { StatusBanners } from "./status-banners";
import { Journal, SpokenLog, Toasts } from "./toasts";
import type { Announcer } from "./use-announcer";
import { useNewHintNotice } from "./use-new-hint-notice";
import { usePlayLayout } from "./use-play-layout";
import { useTargetActions } from "./use-target-actions";

type GameShellProps = {
  game: PlayGameInfo;
  current: SessionView;
  send: (action: Action, onAnswer?: (answer: IntentAnswer) => void) => void;
  busy: boolean;
  now: () => number;
  announcer: Announcer;
  notify: (announcement: Announcement) => void;
  sound: SoundControls;
  connection: ConnectionStatus;
  roomError: RoomErrorMessage | null;
  testMode: boolean;
  // A remote session: the team's panels, and who steers (pause, time-up choice, ending for all).
  team?: ShellTeam;
};

export type ShellTeam = {
  isCreator: boolean;
  // A live event's team: its host steers from the event's screen (ADR 054).
  hostSteers?: boolean;
  panels: ReactNode;
  onLeaveSession: () => void;
};

/** The in-game screen: the HUD, the scene, the side panels and every dialog of play. */
export function GameShell({ game, current, send, busy, now, announcer, notify, sound, connection, roomError, testMode, team }: GameShellProps) {
  const { t } = useT();
  const { state, view } = current;
  const [selected, setSelected] = useState<string | null>(null);
  const [combineFirst, setCombineFirst] = useState<string | null>(null);
  const [puzzleId, setPuzzleId] = useState<string | null>(null);
  const [inspect, setInspect] = useState<{ objectId: string; discoveries: string[] } | null>(null);
  const [dialog, setDialog] = useState<HudDialog | null>(null);
  const stageRef = useRef<HTMLElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const gameRef = useRef<HTMLDivElement>(null);
  const dockRef = useRef<HTMLElement>(null);
  const fresh = useFreshRoom(current.state, current.view);

  // Objects used up or combined away cannot stay selected.
  const selectedObjectId = selected && state.inventory.includes(selected) ? selected : null;
  const combining = combineFirst && state.inventory.includes(combineFirst) ? combineFirst : null;
  const scene = view.scenes.find((candidate) => candidate.id === state.sceneId) ?? view.scenes[0];
  const room = view.rooms.find((candidate) => candidate.id === state.roomId);
  const openPuzzle = puzzleId ? (view.puzzles.find((puzzle) => puzzle.id === puzzleId) ?? null) : null;
  const running = state.status === "running";
  const clearSelection = useCallback(() => setSelected(null), []);
  const { onTarget, onTake, onUseHere } = useTargetActions({ state, view, selectedObjectId, send, clearSelection, openPuzzle: setPuzzleId });

  // The scene takes the focus when the game opens and at each move, so keyboard players go on from
  // it rather than from the top of the page. Behind an open dialog (a resumed pause) nothing moves.
  const sceneId = state.sceneId;
  useEffect(() => {
    setPuzzleId(null);
    const stage = stageRef.current;
    if (!stage || document.querySelector("dialog[open]")) return;
    // A long Classic page would otherwise be scrolled to wherever the browser likes: show its top.
    stage.focus({ preventScroll: true });
    if (stage.getBoundingClientRect().top < 0) stage.scrollIntoView({ block: "start" });
  }, [sceneId]);

  // A solved puzzle's dialog closes by itself; its effects are announced.
  useEffect(() => {
    if (puzzleId && state.solvedPuzzles.includes(puzzleId)) setPuzzleId(null);
  }, [puzzleId, state.solvedPuzzles]);

  // The music follows the game: the place's ambient while it runs, quiet while paused or stopped.
  const { ambient } = sound;
  const plan = running ? ambientOf(view.sound, room, scene) : null;
  // Only a change of what should play matters (the same file goes on playing across states and scenes).
  const planKey = plan ? (plan.kind === "file" ? `file:${plan.src}` : plan.kind) : null;
  const soundKey = JSON.stringify(view.sound ?? null);
  const latestPlan = useRef(plan);
  latestPlan.current = plan;
  useEffect(() => {
    ambient(latestPlan.current, soundKey === "null" ? undefined : (JSON.parse(soundKey) as typeof view.sound));
  }, [ambient, planKey, soundKey]);
  // The end screen is quiet too: its own jingle plays over nothing.
  useEffect(() => () => ambient(null, undefined), [ambient]);

  // Escape drops a selected object or a half-made combination (dialogs handle their own Escape).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || document.querySelector("dialog[open]")) return;
      setSelected(null);
      setCombineFirst(null);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const paused = state.status === "paused";
  usePlayLayout({ paused, bodyRef, gameRef, dockRef });

  useNewHintNotice(current, now, () => notify({ text: t("play.hints.newAvailable"), tone: "info", visible: true, sound: "hint" }));

  const inspectObject = (objectId: string) => {
    setInspect({ objectId, discoveries: [] });
    send({ type: "inspect", objectId }, (answer) => {
      if ("error" in answer) return;
      const discoveries = answer.events.flatMap((event) => (event.type === "message" ? [event.text] : []));
      setInspect((open) => (open && open.objectId === objectId ? { objectId, discoveries } : open));
    });
  };
  const inspected: GameObject | null = inspect ? (view.objects.find((object) => object.id === inspect.objectId) ?? null) : null;
  const selectedName = selectedObjectId ? view.objects.find((object) => object.id === selectedObjectId)?.name : undefined;
  const lang = LOCALES[view.meta.locale]?.lang;
  // In a remote session only its creator pauses, resumes and answers the time-up; the others are told.
  const steers = !team || team.isCreator;
  const notices = steers
    ? []
    : state.status === "paused"
      ? [t(team.hostSteers ? "play.multi.event.pausedByHost" : "play.multi.game.pausedByCreator")]
      : state.status === "timeUp"
        ? [t(team.hostSteers ? "play.multi.event.timeUpByHost" : "play.multi.game.timeUpByCreator")]
        : [];

  const labels = {
    sceneLabel: "description" in scene && scene.description ? `${scene.name}: ${scene.description}` : scene.name,
    targetLabel: (label: string) => (selectedName ? t("play.scene.useOn", { object: selectedName, target: label }) : label),
    lookAround: { pointer: t("play.scene.lookAround"), touch: t("play.scene.lookAroundTouch") },
    viewControls: {
      lookLeft: t("play.scene.lookLeft"),
      lookRight: t("play.scene.lookRight"),
      lookUp: t("play.scene.lookUp"),
      lookDown: t("play.scene.lookDown"),
      zoomIn: t("play.scene.zoomIn"),
      zoomOut: t("play.scene.zoomOut"),
    },
    loading: t("play.common.loading"),
  };

  return (
    <div className="play-game" data-kind={scene.kind} aria-busy={busy} ref={gameRef}>
      <GameHud
        title={game.title}
        state={state}
        view={view}
        now={now}
        testMode={testMode}
        onDialog={setDialog}
        onPause={() => send({ type: "pause" })}
        pauseNote={steers ? undefined : t(team?.hostSteers ? "play.multi.event.onlyHostPauses" : "play.multi.game.onlyCreatorPauses")}
      />
      <StatusBanners connection={connection} roomError={roomError} sound={sound} notices={notices} />
      <div className="play-body" ref={bodyRef} data-paused={paused ? "" : undefined}>
        <section className="play-stage" aria-labelledby="play-scene-title" tabIndex={-1} ref={stageRef} data-focus-fallback>
          <div className="play-stage-head">
            <h2 id="play-scene-title" lang={lang}>
              {scene.name}
            </h2>
            {room && room.name !== scene.name ? (
              <p className="play-muted" lang={lang}>
                {room.name}
              </p>
            ) : null}
          </div>
          <Toasts toasts={announcer.toasts} onDismiss={announcer.dismiss} />
          {selectedName ? (
            <p className="play-mode-note" role="status">
              {t("play.inventory.using", { name: selectedName })}{" "}
              <button type="button" className="play-link-button" onClick={() => setSelected(null)}>
                {t("play.common.cancel")}
              </button>
            </p>
          ) : null}
          <SceneView
            view={view}
            scene={scene}
            state={state}
            selectedObjectId={selectedObjectId}
            onTarget={onTarget}
            onTake={onTake}
            labels={labels}
            renderPuzzle={(id) => {
              const puzzle = view.puzzles.find((candidate) => candidate.id === id);
              return puzzle ? (
                <PuzzlePanel puzzle={puzzle} state={state} view={view} now={now} send={send} selectedObjectId={selectedObjectId} onUseHere={onUseHere} showTitle />
              ) : null;
            }}
          />
          {fresh.roomId ? <RoomOpenNotice roomId={fresh.roomId} view={view} send={send} onDismiss={fresh.dismiss} lang={lang} /> : null}
        </section>
        <aside className="play-side" aria-label={t(team ? "play.multi.game.side" : "play.hud.side")}>
          {team?.panels}
          <InventoryPanel
            dockRef={dockRef}
            state={state}
            view={view}
            selectedObjectId={selectedObjectId}
            combineFirst={combining}
            onSelect={(objectId) => {
              setSelected(objectId);
              setCombineFirst(null);
            }}
            onInspect={inspectObject}
            onCombineStart={(objectId) => {
              setCombineFirst(objectId);
              setSelected(null);
            }}
            onCombineWith={(objectId) => {
              if (combining) send({ type: "combine", objectIds: [combining, objectId] });
              setCombineFirst(null);
            }}
          />
          <section className="play-side-section" aria-labelledby="play-hints-heading">
            <HintBox puzzleId={null} state={state} view={view} now={now} send={send} headingLevel={2} headingId="play-hints-heading" />
          </section>
          <RoomsPanel state={state} view={view} send={send} freshRoomId={fresh.roomId} />
          <Journal entries={announcer.journal} />
        </aside>
      </div>
      <SpokenLog lines={announcer.spoken} />

      <PuzzleDialog
        puzzle={openPuzzle}
        onClose={() => setPuzzleId(null)}
        state={state}
        view={view}
        now={now}
        send={send}
        selectedObjectId={selectedObjectId}
        onUseHere={(targetId) => {
          onUseHere(targetId);
          setPuzzleId(null);
        }}
      />
      <InspectDialog object={inspected} discoveries={inspect?.discoveries ?? []} onClose={() => setInspect(null)} />
      <InstructionsDialog
        open={dialog === "instructions"}
        onClose={() => setDialog(null)}
        summary={view.meta.summary ?? game.summary}
        type={game.type}
        hintSeconds={view.meta.hintRechargeSeconds}
        penaltySeconds={view.rules.penaltySeconds}
      />
      <OptionsDialog
        open={dialog === "options"}
        onClose={() => setDialog(null)}
        volumes={sound.volumes}
        onVolumes={sound.setVolumes}
        soundOn={sound.enabled}
        onSoundOn={sound.enable}
      />
      <QuitChoice
        open={dialog === "quit"}
        team={team}
        onCancel={() => setDialog(null)}
        onLeave={() => {
          setDialog(null);
          send({ type: "leave" });
        }}
      />
      <PauseDialog open={steers && state.status === "paused"} onResume={() => send({ type: "resume" })} forAll={team !== undefined} />
      <TimeUpDialog
        open={steers && state.status === "timeUp"}
        onStop={() => send({ type: "stopAfterTimeUp" })}
        onContinue={() => send({ type: "continueAfterTimeUp" })}
      />
    </div>
  );
}
