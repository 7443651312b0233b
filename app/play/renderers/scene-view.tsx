import { lazy, Suspense, type ReactNode } from "react";
import ClassicScene from "./classic/ClassicScene";
import type { SceneRendererProps } from "./types";

// pixi.js and three.js are large and each game uses one of them: loaded only for their scenes.
const InterfaceScene = lazy(() => import("./interface/InterfaceScene"));
const PanoramaScene = lazy(() => import("./panorama/PanoramaScene"));

type SceneViewProps = SceneRendererProps & {
  onTake: (targetId: string) => void;
  renderPuzzle: (puzzleId: string) => ReactNode;
};

/** Draws the current scene with the renderer of its kind. */
export function SceneView({ onTake, renderPuzzle, ...props }: SceneViewProps) {
  const { scene } = props;
  const fallback = <p className="play-muted play-scene-loading">{props.labels.loading}</p>;
  switch (scene.kind) {
    case "classic":
      return <ClassicScene {...props} scene={scene} onTake={onTake} renderPuzzle={renderPuzzle} />;
    case "interface":
      return (
        <Suspense fallback={fallback}>
          <InterfaceScene {...props} scene={scene} />
        </Suspense>
      );
    case "360":
      return (
        <Suspense fallback={fallback}>
          <PanoramaScene {...props} scene={scene} />
        </Suspense>
      );
  }
}
