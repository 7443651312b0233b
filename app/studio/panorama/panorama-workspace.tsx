import "./panorama.css";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { useReadOnly } from "../coedit/read-only";
import { FIRST_FIELD } from "../shell/inspector";
import { useDeleteGuard } from "../shell/delete-guard";
import { useStudio } from "../studio-context";
import { AddPanoramaForm } from "./add-panorama-form";
import { MissingPicture } from "./missing-picture";
import { newHotspot } from "./factories";
import type { Angles } from "./geometry";
import { hotspotCopy, hotspotPath, hotspotsPath, moveHotspot, panoramas } from "./hotspot-edits";
import { PanoramaViewer, type ViewerActions } from "./panorama-viewer";
import { useCopiedHotspot } from "./use-hotspot-clipboard";

/**
 * The centre of the 360 editor: the panorama that holds the selection (or the last one shown, or the
 * first), as the player will see it, with its hotspots to select, place, drag and move by keyboard.
 */
export function PanoramaWorkspace() {
  const { t } = useT();
  const { draft, edit, selection, select } = useStudio();
  const askDelete = useDeleteGuard();
  const readOnly = useReadOnly();
  const switcherId = useId();
  const scenes = panoramas(draft);
  const lastShown = useRef<string | null>(null);
  const centreRef = useRef<(() => Angles) | null>(null);
  const [placing, setPlacing] = useState(false);
  const { addingScene: adding, setAddingScene: setAdding } = useStudio();
  const [focusId, setFocusId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const copied = useCopiedHotspot();

  const path = selection?.path ?? [];
  const selectedSceneId = path[0] === "scenes" ? path[1] : undefined;
  const scene =
    scenes.find((each) => each.id === selectedSceneId) ?? scenes.find((each) => each.id === lastShown.current) ?? scenes[0] ?? null;
  useEffect(() => {
    lastShown.current = scene?.id ?? null;
  });
  const selectedHotspotId = scene && selectedSceneId === scene.id && path[2] === "hotspots" ? (path[3] ?? null) : null;

  if (adding || !scene) {
    return (
      <section className="panorama-workspace" aria-label={t("studio-panorama.workspace.label")}>
        {adding ? (
          <AddPanoramaForm
            onDone={(sceneId) => {
              setAdding(false);
              if (sceneId) select({ path: ["scenes", sceneId] });
            }}
          />
        ) : (
          <div className="panorama-empty">
            <h2>{t("studio-panorama.workspace.emptyTitle")}</h2>
            <p>{t("studio-panorama.workspace.emptyText")}</p>
            <button type="button" className="button" onClick={() => setAdding(true)} hidden={readOnly}>
              {t("studio-panorama.workspace.addPanorama")}
            </button>
          </div>
        )}
      </section>
    );
  }

  const labelOf = (hotspotId: string) => scene.hotspots.find((each) => each.id === hotspotId)?.label ?? "";
  const selectHotspot = (hotspotId: string) => select({ path: hotspotPath(scene.id, hotspotId) });
  const addHotspot = (at: Angles, focus: boolean) => {
    const hotspot = newHotspot(edit.newId, t("studio-panorama.hotspot.defaultLabel", { n: scene.hotspots.length + 1 }), at.yaw, at.pitch);
    edit.insert(hotspotsPath(scene.id), hotspot);
    // Added from the toolbar, the new hotspot's name is typed at once (issue 24); placed by pointer, focus stays.
    select({ path: hotspotPath(scene.id, hotspot.id), field: focus ? FIRST_FIELD : undefined });
    setAnnouncement(t("studio-panorama.workspace.added", { label: hotspot.label }));
  };
  const actions: ViewerActions = {
    onPlace: (at) => addHotspot(at, false),
    onSelect: (hotspotId) => select({ path: hotspotId ? hotspotPath(scene.id, hotspotId) : ["scenes", scene.id] }),
    onMove: (hotspotId, at) => {
      moveHotspot(edit, scene.id, hotspotId, at);
      setAnnouncement(t("studio-panorama.workspace.moved", { label: labelOf(hotspotId), yaw: at.yaw, pitch: at.pitch }));
    },
    onRemove: (hotspotId) =>
      askDelete(hotspotPath(scene.id, hotspotId), () => {
        setAnnouncement(t("studio-panorama.workspace.removed", { label: labelOf(hotspotId) }));
        edit.remove(hotspotsPath(scene.id), hotspotId);
        select({ path: ["scenes", scene.id] });
      }),
  };
  const paste = () => {
    const copy = copied ? hotspotCopy(copied.item, edit.newId, "") : null;
    if (!copy) return setAnnouncement(t("studio-panorama.workspace.pasteRefused"));
    edit.insert(hotspotsPath(scene.id), copy);
    selectHotspot(copy.id);
    setFocusId(copy.id);
    setAnnouncement(t("studio-panorama.workspace.added", { label: copy.label }));
  };

  return (
    <section
      className="panorama-workspace"
      aria-label={t("studio-panorama.workspace.label")}
      // Escape leaves placing mode, wherever the focus is in the workspace.
      onKeyDown={(event) => {
        if (event.key === "Escape" && placing) setPlacing(false);
      }}
    >
      <div className="panorama-toolbar">
        <div className="panorama-switcher">
          <label htmlFor={switcherId}>{t("studio-panorama.workspace.scene")}</label>
          <select id={switcherId} value={scene.id} onChange={(event) => select({ path: ["scenes", event.target.value] })}>
            {scenes.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name || each.id}
              </option>
            ))}
          </select>
        </div>
        {scene.panorama && !readOnly ? (
          <>
            <button type="button" className="button button-ghost panorama-button" aria-pressed={placing} onClick={() => setPlacing((on) => !on)}>
              {t("studio-panorama.workspace.place")}
            </button>
            <button type="button" className="button button-ghost panorama-button" onClick={() => addHotspot(centreRef.current?.() ?? { yaw: 0, pitch: 0 }, true)}>
              {t("studio-panorama.workspace.addHere")}
            </button>
          </>
        ) : null}
        {copied && !readOnly ? (
          <button type="button" className="button button-ghost panorama-button" onClick={paste}>
            {t("studio-panorama.workspace.paste")}
          </button>
        ) : null}
        <button type="button" className="button button-ghost panorama-button panorama-add" onClick={() => setAdding(true)} hidden={readOnly}>
          {t("studio-panorama.workspace.addPanorama")}
        </button>
      </div>
      {scene.panorama ? (
        <PanoramaViewer
          key={`${scene.id} ${scene.panorama}`}
          scene={scene}
          selectedId={selectedHotspotId}
          placing={placing}
          focusId={focusId}
          onFocused={() => setFocusId(null)}
          centreRef={centreRef}
          actions={actions}
        />
      ) : (
        <MissingPicture scene={scene} />
      )}
      {scene.panorama ? <p className="panorama-keys">{t("studio-panorama.workspace.keys")}</p> : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
