import { useEffect, useRef, type CSSProperties, type RefObject } from "react";
import type { View } from "~/play/renderers/panorama/projection";
import { imageFraction, projectToScreen } from "~/play/renderers/panorama/projection";
import type { AwareState } from "../../../rooms/protocol";
import { peerStyle } from "./palette";
import { cursorsIn, othersOf } from "./presence";
import { useCoedit, useLivePresence } from "./use-presence";

type Cursor = NonNullable<AwareState["cursor"]>;

/** One other editor's pointer: an arrow and their name in their colour. Decorative: the bar says who is here. */
function PeerCursor({ name, colour, style, cursorRef }: { name: string; colour: number; style?: CSSProperties; cursorRef?: (element: HTMLElement | null) => void }) {
  return (
    <span ref={cursorRef} className="coedit-cursor" data-testid="peer-cursor" data-peer-name={name} style={{ ...peerStyle(colour), ...style }}>
      <svg viewBox="0 0 16 20" width="16" height="20" focusable="false">
        <path d="M1 1 L1 16 L5 12 L8 19 L11 17.5 L8 11 L14 11 Z" />
      </svg>
      <span className="coedit-cursor-name">{name}</span>
    </span>
  );
}

/**
 * The other editors' pointers over an Interface scene, an HTML layer over the picture like the zones'
 * buttons: their positions are scene pixels, laid out here in percent of the picture shown.
 */
export function InterfaceCursors({ space, size }: { space: string; size: { width: number; height: number } }) {
  const here = cursorsIn(othersOf(useLivePresence()), space);
  if (!here.length) return null;
  return (
    <div className="coedit-cursors" aria-hidden="true">
      {here.map(({ editor, x, y }) => (
        <PeerCursor key={editor.conn} name={editor.name} colour={editor.colour} style={{ left: `${(x / size.width) * 100}%`, top: `${(y / size.height) * 100}%` }} />
      ))}
    </div>
  );
}

/**
 * The other editors' pointers over a panorama, as yaw and pitch, placed by the viewer's own draw loop the
 * way its hotspots are (`placeRef`); a pointer behind the viewer is not drawn.
 */
export function PanoramaCursors({ space, placeRef, redraw }: {
  space: string;
  placeRef: { current: ((view: View, width: number, height: number) => void) | null };
  redraw: () => void;
}) {
  const here = cursorsIn(othersOf(useLivePresence()), space);
  const elements = useRef(new Map<string, HTMLElement>());
  const angles = useRef(new Map<string, { yaw: number; pitch: number }>());
  angles.current = new Map(here.map(({ editor, x, y }) => [editor.conn, { yaw: x, pitch: y }]));
  placeRef.current = (view, width, height) => {
    for (const [conn, element] of elements.current) {
      const at = angles.current.get(conn);
      const point = at ? projectToScreen(at.yaw, at.pitch, view, width, height) : null;
      const seen = !!point && point.inFront && point.inView;
      element.hidden = !seen;
      if (point && seen) element.style.transform = `translate3d(${point.x.toFixed(1)}px, ${point.y.toFixed(1)}px, 0)`;
    }
  };
  const key = here.map(({ editor, x, y }) => `${editor.conn}:${x}:${y}`).join(" ");
  useEffect(redraw, [key, redraw]);
  if (!here.length) return null;
  const refOf = (conn: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(conn, element);
    else elements.current.delete(conn);
  };
  return (
    <div className="coedit-cursors coedit-cursors-360" aria-hidden="true">
      {here.map(({ editor }) => <PeerCursor key={editor.conn} name={editor.name} colour={editor.colour} cursorRef={refOf(editor.conn)} />)}
    </div>
  );
}

/** The same over the flat picture shown without WebGL: placed in percent of the whole picture, like its hotspots. */
export function FlatPanoramaCursors({ space }: { space: string }) {
  const here = cursorsIn(othersOf(useLivePresence()), space);
  if (!here.length) return null;
  return (
    <div className="coedit-cursors" aria-hidden="true">
      {here.map(({ editor, x, y }) => {
        const at = imageFraction(x, y);
        return <PeerCursor key={editor.conn} name={editor.name} colour={editor.colour} style={{ left: `${at.x * 100}%`, top: `${at.y * 100}%` }} />;
      })}
    </div>
  );
}

/** Sends where this editor's pointer is over a stage (in that stage's space), and that it left. */
export function useSendPointer(ref: RefObject<HTMLElement>, cursorAt: (clientX: number, clientY: number) => Cursor | null) {
  const store = useCoedit();
  const at = useRef(cursorAt);
  at.current = cursorAt;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const move = (event: PointerEvent) => store.pointer(at.current(event.clientX, event.clientY));
    const leave = () => store.pointer(null);
    element.addEventListener("pointermove", move);
    element.addEventListener("pointerleave", leave);
    return () => {
      element.removeEventListener("pointermove", move);
      element.removeEventListener("pointerleave", leave);
      store.pointer(null);
    };
  }, [ref, store]);
}
