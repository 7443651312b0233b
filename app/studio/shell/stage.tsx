import { ClassicWorkspace } from "../classic/classic-workspace";
import { InterfaceWorkspace } from "../interface/interface-workspace";
import { PanoramaWorkspace } from "../panorama/panorama-workspace";
import { useStudio } from "../studio-context";

/** The centre of the editor: the type's own workspace (the picture, the panorama, the page). */
export function Stage() {
  const { type } = useStudio();
  if (type === "interface") return <InterfaceWorkspace />;
  if (type === "360") return <PanoramaWorkspace />;
  return <ClassicWorkspace />;
}
