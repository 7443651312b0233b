import { Fragment, type KeyboardEvent } from "react";
import type { Shape, Zone } from "~/engine";
import { shapeArea } from "~/play/renderers/interface/geometry";
import { HANDLES, boundsOf, type Rect } from "./geometry";
import { HiddenSign, hiddenAtStart } from "./hidden-sign";

/**
 * What is drawn over the picture, in percent of it: every zone's outline, a real button per zone (the
 * keyboard's and screen readers' way to each), the selected zone's resize handles and the rectangle
 * being drawn, and a selected polygon's points. Handles and points are for pointers only: Alt+arrows and
 * the zone form's fields do the same without dragging (WCAG 2.5.7). A zone hidden at the start carries a
 * sign beside its name; what the picture shows of a zone (its object, its being hidden) is also told to
 * screen readers, as the zone's description.
 */
export function ZoneLayer({ zones, selectedId, drawing, nameOf, noteOf, describedBy, onKeyDown, onClickZone }: {
  zones: readonly Zone[];
  selectedId: string | null;
  drawing: Rect | null;
  nameOf: (zone: Zone) => string;
  noteOf: (zone: Zone) => string | null;
  describedBy: string;
  onKeyDown: (zone: Zone, event: KeyboardEvent<HTMLButtonElement>) => void;
  onClickZone: (zone: Zone) => void;
}) {
  const selected = zones.find((zone) => zone.id === selectedId);
  // Tab order is zone order; on screen a smaller zone sits over a bigger one, so it can still be grabbed.
  const byArea = [...zones].sort((a, b) => shapeArea(b.shape) - shapeArea(a.shape)).map((zone) => zone.id);
  return (
    <>
      <svg className="si-outlines" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        {/* The selected zone's glow, as the player's stage draws a highlighted zone (two soft strokes under the outline). */}
        {selected
          ? ["wide", "soft"].map((glow) => <polygon key={glow} className="si-glow" data-glow={glow} points={outline(selected.shape)} vectorEffect="non-scaling-stroke" />)
          : null}
        {zones.map((zone) => (
          <polygon key={zone.id} points={outline(zone.shape)} data-selected={zone.id === selectedId || undefined} vectorEffect="non-scaling-stroke" />
        ))}
      </svg>
      {zones.map((zone, index) => {
        const b = boundsOf(zone.shape);
        const note = noteOf(zone);
        const noteId = `${describedBy}-zone${index}`;
        return (
          <Fragment key={zone.id}>
            <button
              type="button"
              className="si-zone"
              data-zone-id={zone.id}
              aria-pressed={zone.id === selectedId}
              aria-describedby={note ? `${noteId} ${describedBy}` : describedBy}
              style={{ ...box(b), zIndex: 1 + byArea.indexOf(zone.id) }}
              onKeyDown={(event) => onKeyDown(zone, event)}
              onClick={() => onClickZone(zone)}
            >
              <span className="si-zone-label" data-below={b.y < 0.06 || undefined}>
                {hiddenAtStart(zone) ? <HiddenSign /> : null}
                {nameOf(zone)}
              </span>
            </button>
            {note ? <span id={noteId} hidden>{note}</span> : null}
          </Fragment>
        );
      })}
      {selected
        ? HANDLES.map((handle) => (
            <span key={handle} className="si-handle" data-zone-id={selected.id} data-handle={handle} aria-hidden="true" style={handleAt(boundsOf(selected.shape), handle)} />
          ))
        : null}
      {selected?.shape.type === "polygon"
        ? selected.shape.points.map(([x, y], index) => (
            <span key={index} className="si-point" data-zone-id={selected.id} data-point={index} aria-hidden="true" style={{ left: pct(x), top: pct(y) }} />
          ))
        : null}
      {drawing ? <span className="si-drawing" aria-hidden="true" style={box(drawing)} /> : null}
    </>
  );
}

const pct = (fraction: number) => `${fraction * 100}%`;

function box(b: Rect) {
  return { left: pct(b.x), top: pct(b.y), width: pct(b.width), height: pct(b.height) };
}

function outline(shape: Shape): string {
  const points: [number, number][] =
    shape.type === "polygon"
      ? shape.points
      : [[shape.x, shape.y], [shape.x + shape.width, shape.y], [shape.x + shape.width, shape.y + shape.height], [shape.x, shape.y + shape.height]];
  return points.map(([x, y]) => `${x * 100},${y * 100}`).join(" ");
}

function handleAt(b: Rect, handle: string) {
  const x = handle.includes("w") ? b.x : handle.includes("e") ? b.x + b.width : b.x + b.width / 2;
  const y = handle.includes("n") ? b.y : handle.includes("s") ? b.y + b.height : b.y + b.height / 2;
  return { left: pct(x), top: pct(y) };
}
