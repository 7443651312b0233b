import "./renderers/renderers.css";
import { useEffect, useRef, useState } from "react";

/**
 * Model-viewer's own words for screen readers, in the game's language: "interaction-prompt" and the
 * views it announces while turning ("front", "right", "back", "left", each also with an "upper-" or
 * "lower-" prefix). Keys left out fall back to model-viewer's English.
 */
export type ModelViewerA11y = Partial<Record<string, string>>;

type Status = "loading" | "ready" | "failed";

/**
 * An inventory object in 3D: Google's <model-viewer>, turned by dragging, touch or the arrow keys once
 * focused (model-viewer makes itself keyboard-operable), spinning slowly until the player takes over.
 * The element's code (and three.js under it) is fetched on the client only, when an object is inspected;
 * until then, and if the model cannot be shown, the poster stands in for it.
 */
export default function InspectModel({ src, alt, poster, a11y }: { src: string; alt: string; poster?: string; a11y?: ModelViewerA11y }) {
  const [status, setStatus] = useState<Status>("loading");
  const viewer = useRef<HTMLElement>(null);

  useEffect(() => {
    let live = true;
    setStatus("loading");
    // model-viewer logs a console error of its own for a model it cannot fetch: ask first, quietly.
    const reachable = fetch(src, { method: "HEAD" }).then(
      (response) => response.ok,
      () => false
    );
    Promise.all([
      import("@google/model-viewer").then(
        () => true,
        () => false
      ),
      reachable,
    ]).then(([defined, found]) => {
      if (live) setStatus(defined && found ? "ready" : "failed");
    });
    return () => {
      live = false;
    };
  }, [src]);

  useEffect(() => {
    const element = viewer.current;
    if (!element) return;
    // A model that is there but cannot be drawn (broken file, lost WebGL): back to the poster.
    const onError = () => setStatus("failed");
    element.addEventListener("error", onError);
    return () => element.removeEventListener("error", onError);
  }, [status]);

  if (status !== "ready") {
    return (
      <div className="inspect-model" data-state={status}>
        {poster ? <img className="inspect-model-poster" src={poster} alt={alt} /> : <span className="visually-hidden">{alt}</span>}
      </div>
    );
  }

  return (
    <div className="inspect-model" data-state={status}>
      <model-viewer
        ref={viewer}
        class="inspect-model-viewer"
        src={src}
        alt={alt}
        poster={poster}
        camera-controls=""
        auto-rotate=""
        touch-action="pan-y"
        interaction-prompt="auto"
        shadow-intensity="0.6"
        a11y={a11y ? JSON.stringify(a11y) : undefined}
      />
    </div>
  );
}
