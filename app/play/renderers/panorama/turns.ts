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
