import type { PanoramaScene } from "~/engine";
import { useT } from "~/i18n/use-t";
import { AssetField } from "../fields/asset-field";
import { useStudio } from "../studio-context";

/** A panorama added without its picture (from the project's tree): the workspace asks for it first. */
export function MissingPicture({ scene }: { scene: PanoramaScene }) {
  const { t } = useT();
  const { edit } = useStudio();
  return (
    <div className="panorama-empty">
      <h2>{t("studio-panorama.workspace.noPictureTitle", { name: scene.name || scene.id })}</h2>
      <p>{t("studio-panorama.workspace.noPictureText")}</p>
      <AssetField
        label={t("studio-panorama.scene.panorama")}
        hint={t("studio-panorama.scene.panoramaHint")}
        kind="panorama"
        value={scene.panorama || undefined}
        onChange={(value) => value && edit.set(["scenes", scene.id, "panorama"], value)}
      />
    </div>
  );
}
