import "./interface.css";
import { useRef, useState } from "react";
import type { InterfaceScene } from "~/engine";
import { useT } from "~/i18n/use-t";
import { SelectField } from "../fields/fields";
import { useReadOnly } from "../coedit/read-only";
import { FIRST_FIELD } from "../shell/inspector";
import { useStudio } from "../studio-context";
import { newZone, nextLabel } from "./factories";
import { NewSceneForm } from "./new-scene-form";
import { ZoneCanvas } from "./zone-canvas";

/**
 * The centre of the Interface editor: the scene holding the selection (or the last one shown, or the
 * first), a switcher between scenes, and the picture with its zones. A game without a scene starts
 * with the form that makes one.
 */
export function InterfaceWorkspace() {
  const { t } = useT();
  const { draft, edit, selection, select } = useStudio();
  const readOnly = useReadOnly();
  const [lastShown, setLastShown] = useState<string | null>(null);
  const { addingScene: adding, setAddingScene: setAdding } = useStudio();
  const pendingFocus = useRef<string | null>(null);
  const addSceneButton = useRef<HTMLButtonElement>(null);
  const scenes = (Array.isArray(draft.scenes) ? draft.scenes : []).filter((scene): scene is InterfaceScene => scene?.kind === "interface");
  const path = selection?.path ?? [];
  const selectedSceneId = path[0] === "scenes" ? path[1] : null;
  const scene = scenes.find((candidate) => candidate.id === selectedSceneId) ?? scenes.find((candidate) => candidate.id === lastShown) ?? scenes[0];
  if (scene && scene.id !== lastShown) setLastShown(scene.id);
  const selectedZoneId = scene && selectedSceneId === scene.id && path[2] === "zones" ? (path[3] ?? null) : null;

  const created = (sceneId: string) => {
    setAdding(false);
    select({ path: ["scenes", sceneId] });
  };

  if (!scene || adding) {
    return (
      <section className="si-workspace" aria-label={t("studio-interface.title")}>
        {scene ? null : (
          <div className="si-empty">
            <h2>{t("studio-interface.empty.title")}</h2>
            <p>{t("studio-interface.empty.text")}</p>
            {adding || readOnly ? null : (
              <button ref={addSceneButton} type="button" className="button" onClick={() => setAdding(true)}>
                {t("studio-interface.workspace.addScene")}
              </button>
            )}
          </div>
        )}
        {adding ? (
          <NewSceneForm
            onDone={created}
            onCancel={() => {
              setAdding(false);
              requestAnimationFrame(() => addSceneButton.current?.focus());
            }}
          />
        ) : null}
      </section>
    );
  }

  const addZone = () => {
    const zone = newZone(edit.newId, nextLabel(t("studio-interface.workspace.zoneBase"), (scene.zones ?? []).map((z) => z.label)));
    edit.insert(["scenes", scene.id, "zones"], zone);
    // The new zone's name is typed at once (issue 24); the zone itself is one Tab away on the picture.
    select({ path: ["scenes", scene.id, "zones", zone.id], field: FIRST_FIELD });
  };

  return (
    <section className="si-workspace" aria-label={t("studio-interface.title")}>
      <div className="si-toolbar">
        <SelectField
          label={t("studio-interface.workspace.scene")}
          value={scene.id}
          onChange={(id) => select({ path: ["scenes", id] })}
          options={scenes.map((candidate) => ({ value: candidate.id, label: candidate.name || candidate.id }))}
        />
        <div className="si-actions" hidden={readOnly}>
          <button type="button" className="button" onClick={addZone}>
            {t("studio-interface.workspace.addZone")}
          </button>
          <button ref={addSceneButton} type="button" className="button button-ghost" onClick={() => setAdding(true)}>
            {t("studio-interface.workspace.addScene")}
          </button>
        </div>
      </div>
      <ZoneCanvas key={scene.id} scene={scene} selectedZoneId={selectedZoneId} pendingFocus={pendingFocus} />
    </section>
  );
}
