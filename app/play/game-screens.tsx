import { lazy, Suspense, type ComponentProps } from "react";
import { ProgressPanel } from "./screens/loading-screen";

/**
 * The game itself (its shell, panels, dialogs, renderers' host), the end screen and a session's lobby, loaded
 * apart from the intro: a play page's first screen only needs the intro, and its JavaScript is what a player
 * waits for on a slow phone. They all show once a session is open (never on the server), so no server render
 * suspends.
 */
const loadShell = () => import("./game/game-shell");
const loadEnd = () => import("./screens/end-screen");
const LazyGameShell = lazy(() => loadShell().then((m) => ({ default: m.GameShell })));
const LazyEndScreen = lazy(() => loadEnd().then((m) => ({ default: m.EndScreen })));
// A session's lobby (with its QR code maker), shown once the room has answered.
const loadLobby = () => import("./multi/lobby");
const LazyLobby = lazy(() => loadLobby().then((m) => ({ default: m.Lobby })));

/** Fetches both while the player answers the sound question and the files load, so nothing waits after. */
export function preloadGameScreens() {
  // Only a head start: a failure shows (and is handled) where the screen itself needs the chunk.
  loadShell().catch(() => {});
  loadEnd().catch(() => {});
}

export function preloadLobby() {
  loadLobby().catch(() => {});
}

const waiting = <ProgressPanel done={1} total={1} connecting />;

export function GameShell(props: ComponentProps<typeof LazyGameShell>) {
  return (
    <Suspense fallback={waiting}>
      <LazyGameShell {...props} />
    </Suspense>
  );
}

export function EndScreen(props: ComponentProps<typeof LazyEndScreen>) {
  return (
    <Suspense fallback={waiting}>
      <LazyEndScreen {...props} />
    </Suspense>
  );
}

export function Lobby(props: ComponentProps<typeof LazyLobby>) {
  return (
    <Suspense fallback={waiting}>
      <LazyLobby {...props} />
    </Suspense>
  );
}
