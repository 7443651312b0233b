import "./interface.css";
import { ZONE_CURSORS, type InterfaceScene, type Shape, type Zone } from "~/engine";
import { useT } from "~/i18n/use-t";
import { FieldGroup, NumberField, SelectField, TextField } from "../fields/fields";
import { useDeleteGuard } from "../shell/delete-guard";
import { useStudio } from "../studio-context";
import { boundsOf, fitShape, moveShape, setRectField, toPercent, toRectShape, type Rect } from "./geometry";
import { PolygonPoints } from "./polygon-points";
import { ZoneClipboard } from "./zone-clipboard";

/**
 * The inspector's form for one zone: its name for screen readers, its place in percent (the field
 * alternative to dragging), the pointer shown over it, and the actions on the zone as a whole.
 */
export function ZoneForm({ sceneId, zoneId }: { sceneId: string; zoneId: string }) {
  const { t } = useT();
  const { draft, edit, select } = useStudio();
  const askDelete = useDeleteGuard();
  const scene = (Array.isArray(draft.scenes) ? draft.scenes : []).find((candidate) => candidate.id === sceneId) as InterfaceScene | undefined;
  const zones = Array.isArray(scene?.zones) ? scene.zones : [];
  const zone = zones.find((candidate) => candidate.id === zoneId);
  if (!scene || !zone) return <p className="si-missing">{t("studio-interface.zone.missing")}</p>;

  const zonePath = ["scenes", sceneId, "zones", zoneId];
  const shape: Shape | undefined = zone.shape;
  const bounds = shape ? boundsOf(shape) : null;
  const setBound = (field: keyof Rect, percent: number | undefined) => {
    if (shape && bounds && percent !== undefined) edit.set([...zonePath, "shape"], fitShape(shape, setRectField(bounds, field, percent)));
  };

  const duplicate = () => {
    const copy: Zone = structuredClone(zone);
    copy.id = edit.newId("zone");
    copy.interactions = (copy.interactions ?? []).map((interaction) => ({ ...interaction, id: edit.newId("event") }));
    copy.label = t("studio-interface.zone.copyLabel", { label: zone.label ?? "" }).slice(0, 120);
    // Offset a little, so the copy is seen as a second zone and not mistaken for the first.
    if (shape) copy.shape = moveShape(shape, 0.02, 0.02);
    edit.insert(["scenes", sceneId, "zones"], copy, zones.indexOf(zone) + 1);
    select({ path: ["scenes", sceneId, "zones", copy.id] });
  };

  const remove = () =>
    askDelete(["scenes", sceneId, "zones", zoneId], () => {
      edit.remove(["scenes", sceneId, "zones"], zoneId);
      select({ path: ["scenes", sceneId] });
    });

  return (
    <div className="si-form">
      <TextField
        label={t("studio-interface.zone.label")}
        name="label"
        hint={t("studio-interface.zone.labelHint")}
        value={zone.label ?? ""}
        onChange={(value) => edit.set([...zonePath, "label"], value)}
        maxLength={120}
        required
      />
      {bounds ? (
        <FieldGroup legend={t("studio-interface.zone.placement")} className="si-placement">
          {(["x", "y", "width", "height"] as const).map((field) => (
            <NumberField
              key={field}
              // A problem with the shape focuses the first of its numbers.
              name={field === "x" ? "shape" : undefined}
              label={t(`studio-interface.zone.${field}`)}
              value={toPercent(bounds[field])}
              onChange={(percent) => setBound(field, percent)}
              min={0}
              max={100}
              step={0.1}
              integer={false}
            />
          ))}
        </FieldGroup>
      ) : null}
      {shape?.type === "polygon" ? (
        <div className="si-polygon">
          <p>{t("studio-interface.zone.polygon", { count: shape.points.length })}</p>
          <button type="button" className="button button-ghost" onClick={() => edit.set([...zonePath, "shape"], toRectShape(shape))}>
            {t("studio-interface.zone.toRect")}
          </button>
          <PolygonPoints shape={shape} onChange={(next) => edit.set([...zonePath, "shape"], next)} />
        </div>
      ) : null}
      <SelectField
        label={t("studio-interface.zone.cursor")}
        name="cursor"
        hint={t("studio-interface.zone.cursorHint")}
        value={zone.cursor ?? "pointer"}
        onChange={(value) => edit.set([...zonePath, "cursor"], value)}
        options={ZONE_CURSORS.map((cursor) => ({ value: cursor, label: t(`studio-interface.cursors.${cursor}`) }))}
      />
      <div className="si-actions">
        <button type="button" className="button button-ghost" onClick={duplicate}>
          {t("studio-interface.zone.duplicate")}
        </button>
        <ZoneClipboard sceneId={sceneId} zone={zone} />
        <button type="button" className="button button-ghost si-danger" onClick={remove}>
          {t("studio-interface.zone.delete")}
        </button>
      </div>
    </div>
  );
}
