import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MutableRefObject } from "react";
import { assetUrl } from "~/play/format";
import { containRect, type Size } from "~/play/renderers/interface/geometry";
import type { InterfaceScene, Shape, Zone } from "~/engine";
import { useT } from "~/i18n/use-t";
import { InterfaceCursors, useSendPointer } from "../coedit/peer-cursors";
import { useReadOnly } from "../coedit/read-only";
import { useDeleteGuard } from "../shell/delete-guard";
import { useStudio } from "../studio-context";
import { newZone, nextLabel } from "./factories";
import { boundsOf, isNudgeKey, nudge, rectShape, toPercent } from "./geometry";
import { HiddenSign, hiddenAtStart } from "./hidden-sign";
import { LyingObjects } from "./lying-objects";
import { usePictureStage } from "./use-picture-stage";
import { useZoneDrag } from "./use-zone-drag";
import { ZoneLayer } from "./zone-layer";

const NO_GLOW: readonly Shape[] = [];

// Without a picture, the zones are laid out on a frame of this shape.
const FALLBACK_SIZE: Size = { width: 16, height: 10 };

/**
 * One Interface scene being edited: the picture, drawn by the player's pixi stage, the objects lying in
 * its zones, placed where the player's stage places them, and over them the zones. Pointers click, drag,
 * resize and draw; the keyboard moves (arrows), resizes (Alt or Ctrl + arrows) and deletes a focused
 * zone, each press written to the draft at once.
 */
export function ZoneCanvas({ scene, selectedZoneId, pendingFocus }: {
  scene: InterfaceScene;
  selectedZoneId: string | null;
  // A zone just added (by the button or by drawing) takes the focus once its button exists.
  pendingFocus: MutableRefObject<string | null>;
}) {
  const { t } = useT();
  const { draft, edit, select } = useStudio();
  const askDelete = useDeleteGuard();
  const readOnly = useReadOnly();
  const helpId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const pictureRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<Size | null>(null);
  const [status, setStatus] = useState("");
  const zonesPath = ["scenes", scene.id, "zones"];
  // A draft is not yet valid: a zone whose shape cannot be drawn is left to the problems list.
  const stored = useMemo(() => (Array.isArray(scene.zones) ? scene.zones : []).filter((zone) => drawable(zone.shape)), [scene.zones]);
  const nameOf = (zone: Zone) => zone.label?.trim() || t("studio-interface.workspace.unnamed");
  const objects = Array.isArray(draft.objects) ? draft.objects : [];
  // What the picture shows of a zone beyond its outline, for those who cannot see the picture.
  const noteOf = (zone: Zone) => {
    const object = zone.objectId ? objects.find((candidate) => candidate?.id === zone.objectId) : undefined;
    const notes = [
      object ? t("studio-interface.workspace.objectHere", { name: object.name?.trim() || object.id }) : null,
      hiddenAtStart(zone) ? t("studio-interface.workspace.hiddenAtStart") : null,
    ].filter(Boolean);
    return notes.length > 0 ? notes.join(" ") : null;
  };

  const writeShape = (zoneId: string, shape: Shape) => edit.set([...zonesPath, zoneId, "shape"], shape);
  const { preview, handlers } = useZoneDrag({
    shapeOf: (zoneId) => stored.find((zone) => zone.id === zoneId)?.shape,
    onSelect: (zoneId) => select({ path: [...zonesPath, zoneId] }),
    onRelease: (zoneId) => {
      pendingFocus.current = zoneId;
      focusPending();
    },
    onShape: writeShape,
    onDrawn: (rect) => {
      const zone = newZone(edit.newId, nextLabel(t("studio-interface.workspace.zoneBase"), stored.map((z) => z.label)), rectShape(rect));
      edit.insert(zonesPath, zone);
      pendingFocus.current = zone.id;
      select({ path: [...zonesPath, zone.id] });
    },
    onEmptyClick: () => select({ path: ["scenes", scene.id] }),
  });
  const zones = useMemo(
    () => stored.map((zone) => (preview?.kind === "shape" && preview.zoneId === zone.id ? { ...zone, shape: preview.shape } : zone)),
    [stored, preview],
  );
  // The selected zone's glow is drawn by the zone layer (SVG), not by the pixi stage: a move by key or by drag
  // then repaints one outline instead of the whole WebGL picture (which, drawn in software, held the page for
  // 30-80 ms per key press, and the room's answer with it).
  const picture = usePictureStage(layerRef, scene.image ? assetUrl(scene.image) : null, box, NO_GLOW);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = (width: number, height: number) =>
      setBox((previous) => (previous && previous.width === Math.round(width) && previous.height === Math.round(height) ? previous : { width: Math.round(width), height: Math.round(height) }));
    measure(frame.clientWidth, frame.clientHeight);
    const observer = new ResizeObserver(([entry]) => entry && measure(entry.contentRect.width, entry.contentRect.height));
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const focusPending = () => {
    const id = pendingFocus.current;
    const button = id ? pictureRef.current?.querySelector<HTMLButtonElement>(`.si-zone[data-zone-id="${CSS.escape(id)}"]`) : null;
    if (!button) return;
    pendingFocus.current = null;
    // Focus from a pointer shows no ring (focus-visible), from the keyboard it does.
    button.focus({ preventScroll: true });
  };
  useEffect(focusPending);

  const laidOut = picture.mode === "broken" ? FALLBACK_SIZE : picture.imageSize;
  const placed = box && laidOut ? containRect(box, laidOut) : null;
  // The others see this pointer in the scene's own pixels, whatever the size of their screen.
  useSendPointer(frameRef, (clientX, clientY) => {
    const shown = pictureRef.current?.getBoundingClientRect();
    if (!shown || !laidOut || shown.width === 0 || shown.height === 0) return null;
    const x = (clientX - shown.left) / shown.width;
    const y = (clientY - shown.top) / shown.height;
    if (x < 0 || x > 1 || y < 0 || y > 1) return null;
    return { space: scene.id, x: Math.round(x * laidOut.width * 10) / 10, y: Math.round(y * laidOut.height * 10) / 10 };
  });

  const say = (zone: Zone, shape: Shape) => {
    const b = boundsOf(shape);
    setStatus(t("studio-interface.workspace.placed", { label: nameOf(zone), x: toPercent(b.x), y: toPercent(b.y), width: toPercent(b.width), height: toPercent(b.height) }));
  };

  const remove = (zone: Zone) => {
    const index = stored.findIndex((candidate) => candidate.id === zone.id);
    const next = stored[index + 1] ?? stored[index - 1];
    edit.remove(zonesPath, zone.id);
    if (zone.id === selectedZoneId) select({ path: ["scenes", scene.id] });
    setStatus(t("studio-interface.workspace.removed", { label: nameOf(zone) }));
    if (next) pendingFocus.current = next.id;
    else frameRef.current?.focus();
  };

  const onKeyDown = (zone: Zone, event: KeyboardEvent<HTMLButtonElement>) => {
    if (readOnly) return;
    if (isNudgeKey(event.key)) {
      event.preventDefault();
      const shape = nudge(zone.shape, event.key, { big: event.shiftKey, resize: event.altKey || event.ctrlKey || event.metaKey });
      writeShape(zone.id, shape);
      say(zone, shape);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      askDelete([...zonesPath, zone.id], () => remove(zone));
    }
  };

  const frameStyle = { "--si-aspect": laidOut ? `${laidOut.width} / ${laidOut.height}` : undefined } as CSSProperties;
  return (
    <div className="si-canvas">
      <div ref={frameRef} className="si-frame" style={frameStyle} data-mode={picture.mode} role="group" aria-label={t("studio-interface.workspace.pictureLabel", { name: scene.name ?? "" })} tabIndex={-1}>
        <div ref={layerRef} className="si-layer" aria-hidden="true" />
        {picture.mode === "image" && scene.image ? (
          <img className="si-image" src={assetUrl(scene.image)} alt="" aria-hidden="true" onLoad={(event) => picture.onImageLoad(event.currentTarget)} onError={picture.onImageError} />
        ) : null}
        {picture.mode === "loading" ? <p className="si-status">{t("studio-interface.workspace.loading")}</p> : null}
        {picture.mode === "broken" ? <p className="si-status">{t(scene.image ? "studio-interface.workspace.broken" : "studio-interface.workspace.noImage")}</p> : null}
        {placed ? (
          <div ref={pictureRef} className="si-picture" style={{ left: placed.x, top: placed.y, width: placed.width, height: placed.height }} {...(readOnly ? {} : handlers)}>
            {laidOut ? <LyingObjects zones={zones} objects={objects} picture={laidOut} /> : null}
            <ZoneLayer
              zones={zones}
              selectedId={selectedZoneId}
              drawing={preview?.kind === "draw" ? preview.rect : null}
              nameOf={nameOf}
              noteOf={noteOf}
              describedBy={helpId}
              onKeyDown={onKeyDown}
              onClickZone={(zone) => select({ path: [...zonesPath, zone.id] })}
            />
            {laidOut ? <InterfaceCursors space={scene.id} size={laidOut} /> : null}
          </div>
        ) : null}
      </div>
      <p id={helpId} className="si-help">{t("studio-interface.workspace.keyboardHelp")}</p>
      {zones.some(hiddenAtStart) ? (
        <p className="si-help si-legend">
          <HiddenSign />
          {t("studio-interface.workspace.hiddenLegend")}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">{status}</p>
    </div>
  );
}

function drawable(shape: Shape | undefined): shape is Shape {
  if (!shape) return false;
  if (shape.type === "rect") return [shape.x, shape.y, shape.width, shape.height].every((n) => typeof n === "number" && Number.isFinite(n));
  return shape.type === "polygon" && Array.isArray(shape.points) && shape.points.length > 0;
}
