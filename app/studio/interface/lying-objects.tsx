import { useState } from "react";
import type { GameObject, Zone } from "~/engine";
import { assetUrl } from "~/play/format";
import { lyingRect, shapeBounds, type Rect, type Size } from "~/play/renderers/interface/geometry";
import { hiddenAtStart } from "./hidden-sign";

/**
 * The objects lying in the scene's zones, drawn as the player's stage draws them: each object's picture
 * fitted whole into its zone's box and centred (the same `lyingRect`). They are plain pictures under the
 * zones' outlines and buttons, out of the pointer's way, so a drag moves the object with its zone at no
 * cost to the WebGL picture under them. An object shown only once its zone's conditions hold is faded:
 * players do not see it at the start.
 */
export function LyingObjects({ zones, objects, picture }: {
  zones: readonly Zone[];
  objects: readonly GameObject[];
  // The scene picture's size (any size of its proportions): fractions of it are not square.
  picture: Size;
}) {
  // Each picture's own size, once the browser has it; until then it is fitted by CSS alone (object-fit),
  // which gives the same place. A picture that cannot be loaded is left out, as the player leaves it out.
  const [sizes, setSizes] = useState<Record<string, Size | "broken">>({});
  const lying = zones.flatMap((zone) => {
    const object = zone.objectId ? objects.find((candidate) => candidate?.id === zone.objectId) : undefined;
    if (!object || typeof object.image !== "string" || object.image === "") return [];
    const url = assetUrl(object.image);
    return sizes[url] === "broken" ? [] : [{ zone, object, url }];
  });
  if (lying.length === 0) return null;

  return (
    <div className="si-objects" aria-hidden="true">
      {lying.map(({ zone, object, url }) => {
        const bounds = shapeBounds(zone.shape);
        const natural = sizes[url];
        const drawn = natural && natural !== "broken" ? lyingRect(bounds, picture, natural) : bounds;
        return (
          <img
            key={zone.id}
            className="si-object"
            src={url}
            alt=""
            draggable={false}
            data-object-id={object.id}
            data-lying-in={zone.id}
            data-hidden-at-start={hiddenAtStart(zone) || undefined}
            style={box(drawn)}
            onLoad={(event) => {
              const image = event.currentTarget;
              if (image.naturalWidth > 0 && image.naturalHeight > 0) setSizes((known) => ({ ...known, [url]: { width: image.naturalWidth, height: image.naturalHeight } }));
            }}
            onError={() => setSizes((known) => ({ ...known, [url]: "broken" }))}
          />
        );
      })}
    </div>
  );
}

const pct = (fraction: number) => `${fraction * 100}%`;

function box(b: Rect) {
  return { left: pct(b.x), top: pct(b.y), width: pct(b.width), height: pct(b.height) };
}
