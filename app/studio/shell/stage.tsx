import { useT } from "~/i18n/use-t";
import { nameOf } from "../selection";
import { useStudio } from "../studio-context";
import { ClassicWorkspace } from "../classic/classic-workspace";

/** The centre of the editor: the type's own workspace (the picture, the panorama, the page). */
export function Stage() {
  const { t } = useT();
  const { draft, select, type } = useStudio();
  if (type === "classic") return <ClassicWorkspace />;
  return (
    <div className="studio-overview">
      <h2>{t("studio.tree.rooms")}</h2>
      <ul>
        {draft.scenes.map((scene) => (
          <li key={scene.id}>
            <button type="button" className="studio-tree-item" onClick={() => select({ path: ["scenes", scene.id] })}>
              {nameOf(scene)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
