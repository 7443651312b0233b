import { useEffect, useRef, useState, type RefObject } from "react";
import type { Shape } from "~/engine";
import type { Size } from "~/play/renderers/interface/geometry";
import { createZoneStage, type ZoneStage } from "~/play/renderers/interface/pixi-stage";

/**
 * The scene's picture drawn by the player's own pixi stage (loaded on demand, like in the player), so
 * the creator sees what players will see. If pixi cannot start, the browser draws the picture in an
 * <img> ("image"); if the picture cannot be loaded at all, the zones stay editable on an empty frame.
 */
export type PictureMode = "loading" | "pixi" | "image" | "broken";

export function usePictureStage(layer: RefObject<HTMLDivElement>, url: string | null, box: Size | null, glow: readonly Shape[]) {
  const stage = useRef<ZoneStage | null>(null);
  const boxRef = useRef(box);
  boxRef.current = box;
  const [mode, setMode] = useState<PictureMode>("loading");
  const [imageSize, setImageSize] = useState<Size | null>(null);

  useEffect(() => {
    const host = layer.current;
    if (!host) return;
    let disposed = false;
    setImageSize(null);
    // A scene added from the project's tree starts without its picture: nothing to load yet.
    if (!url) return void setMode("broken");
    setMode("loading");
    createZoneStage(host, url, boxRef.current ?? { width: host.clientWidth, height: host.clientHeight }).then(
      (created) => {
        if (disposed) return created.destroy();
        stage.current = created;
        if (boxRef.current) created.resize(boxRef.current);
        setImageSize(created.imageSize);
        setMode("pixi");
      },
      () => {
        if (!disposed) setMode("image");
      },
    );
    return () => {
      disposed = true;
      stage.current?.destroy();
      stage.current = null;
    };
  }, [layer, url]);

  useEffect(() => {
    if (box) stage.current?.resize(box);
  }, [box, mode]);

  useEffect(() => {
    stage.current?.highlight(glow);
  }, [glow, mode]);

  return {
    mode,
    imageSize,
    // The <img> fallback reports its own size, or that the picture is missing.
    onImageLoad: (image: HTMLImageElement) => image.naturalWidth > 0 && setImageSize({ width: image.naturalWidth, height: image.naturalHeight }),
    onImageError: () => setMode("broken"),
  };
}
