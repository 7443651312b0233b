/** What keys and buttons do to a 360 view: turns in degrees, and zoom as a change of field of view. */
export type Turn = { yaw: number; pitch: number; fov: number };

// What one press of a button or an arrow key does.
export const STEP = { key: 10, button: 30, zoom: 10 } as const;

/** The key a player pressed, as a turn of the view; null for keys the view leaves alone. */
export function turnForKey(key: string): Turn | null {
  switch (key) {
    case "ArrowLeft":
      return { yaw: -STEP.key, pitch: 0, fov: 0 };
    case "ArrowRight":
      return { yaw: STEP.key, pitch: 0, fov: 0 };
    case "ArrowUp":
      return { yaw: 0, pitch: STEP.key, fov: 0 };
    case "ArrowDown":
      return { yaw: 0, pitch: -STEP.key, fov: 0 };
    case "+":
    case "=":
      return { yaw: 0, pitch: 0, fov: -STEP.zoom };
    case "-":
    case "_":
      return { yaw: 0, pitch: 0, fov: STEP.zoom };
    default:
      return null;
  }
}

// Where the arrow keys already mean something: moving in a text, a list or a slider.
const OWN_ARROWS = "input, textarea, select, [contenteditable], [role=slider], [role=spinbutton], [role=listbox], [role=radiogroup], [role=menu], [role=tablist]";

/**
 * Whether a key pressed with the focus on `target` should turn the view shown in `scene`: when the
 * focus is in the scene or on what holds it (the stage, the page itself), never in a field, in an
 * open dialog or in another part of the screen (the side panels scroll with their arrows).
 */
export function keysTurnView(target: EventTarget | null, scene: HTMLElement | null): boolean {
  if (!scene || !(target instanceof Element)) return false;
  if (target.closest(OWN_ARROWS) || target.closest("dialog[open], [role=dialog]")) return false;
  if (scene.ownerDocument.querySelector("dialog[open]")) return false;
  return scene.contains(target) || target.contains(scene);
}
