import type { Shape } from "~/engine";
import { useT } from "~/i18n/use-t";
import { NumberField } from "../fields/fields";
import { fromPercent, movePoint, toPercent } from "./geometry";

type Polygon = Extract<Shape, { type: "polygon" }>;

/** Each point of a polygon as two numbers in percent: the keyboard's way to what dragging a point does. */
export function PolygonPoints({ shape, onChange }: { shape: Polygon; onChange: (shape: Shape) => void }) {
  const { t } = useT();
  return (
    <details className="si-points">
      <summary>{t("studio-interface.zone.points", { count: shape.points.length })}</summary>
      <div className="si-points-grid">
        {shape.points.map(([x, y], index) => (
          <div key={index} className="si-point-fields">
            <NumberField
              label={t("studio-interface.zone.pointX", { n: index + 1 })}
              value={toPercent(x)}
              onChange={(percent) => percent !== undefined && onChange(movePoint(shape, index, fromPercent(percent), y))}
              min={0}
              max={100}
              step={0.1}
              integer={false}
            />
            <NumberField
              label={t("studio-interface.zone.pointY", { n: index + 1 })}
              value={toPercent(y)}
              onChange={(percent) => percent !== undefined && onChange(movePoint(shape, index, x, fromPercent(percent)))}
              min={0}
              max={100}
              step={0.1}
              integer={false}
            />
          </div>
        ))}
      </div>
    </details>
  );
}
