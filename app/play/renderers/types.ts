import type { ClientDefinition, ClientScene, GameState } from "~/engine";

/**
 * What every scene renderer receives. Renderers draw the scene and report what the player pointed
 * at; they hold no game rules: visibility comes from `targetVisible` of the engine, and every click
 * becomes an intent the driver sends.
 */
export type SceneRendererProps<S extends ClientScene = ClientScene> = {
  view: ClientDefinition;
  scene: S;
  state: GameState;
  // The inventory object the player is about to use, if any: clicking a target then means "use it here".
  selectedObjectId: string | null;
  // The player clicked (or pressed Enter/Space on) a zone, hotspot or block.
  onTarget: (targetId: string) => void;
  // Translated texts the renderer shows (the renderer does not read the i18n catalogue itself).
  labels: {
    // Names the whole scene for screen readers: "{scene name}: {description}".
    sceneLabel: string;
    // "Use {object} on {target}" style prefix when an object is selected; "{target}" otherwise.
    targetLabel: (targetLabel: string) => string;
    // 360 only: how to look around, with a mouse and keys ("Drag or use the arrow keys…") or on a touch screen.
    lookAround: { pointer: string; touch: string };
    // 360 only: names of the buttons that turn and zoom the view, for players who cannot drag.
    viewControls: { lookLeft: string; lookRight: string; lookUp: string; lookDown: string; zoomIn: string; zoomOut: string };
    loading: string;
  };
};

export type InterfaceSceneView = Extract<ClientScene, { kind: "interface" }>;
export type PanoramaSceneView = Extract<ClientScene, { kind: "360" }>;
export type ClassicSceneView = Extract<ClientScene, { kind: "classic" }>;
