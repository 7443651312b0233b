import { ClassicPageForm } from "../classic/classic-page-form";
import { BlockForm } from "../classic/block-form";
import { AchievementForm } from "../forms/achievement-form";
import { HintForm } from "../forms/hint-form";
import { ObjectForm } from "../forms/object-form";
import { PuzzleForm } from "../forms/puzzle-form";
import { RecipeForm } from "../forms/recipe-form";
import { RoomForm } from "../forms/room-form";
import { SettingsForm } from "../forms/settings-form";
import { TargetFields } from "../forms/target-fields";
import { InterfaceSceneForm } from "../interface/interface-scene-form";
import { ZoneForm } from "../interface/zone-form";
import { HotspotForm } from "../panorama/hotspot-form";
import { PanoramaSceneForm } from "../panorama/panorama-scene-form";
import { useStudio } from "../studio-context";
import type { EditPath } from "../types";

/**
 * The inspector's form for a selected path (ADR 021): the settings, a game-wide item, a scene of its
 * kind, or a target — its own fields (a zone's place, a hotspot's direction, a block's content) then
 * what every target shares (the object lying there, the puzzle it opens, when it shows, its interactions).
 */
export function FormFor({ path }: { path: EditPath }) {
  const { draft } = useStudio();
  const [kind, id, list, targetId] = path;
  if (kind === "settings") return <SettingsForm />;
  if (path.length === 2) {
    if (kind === "rooms") return <RoomForm id={id} />;
    if (kind === "objects") return <ObjectForm id={id} />;
    if (kind === "puzzles") return <PuzzleForm id={id} />;
    if (kind === "hints") return <HintForm id={id} />;
    if (kind === "recipes") return <RecipeForm id={id} />;
    if (kind === "achievements") return <AchievementForm id={id} />;
  }
  if (kind !== "scenes") return null;
  const scene = draft.scenes.find((candidate) => candidate.id === id);
  if (!scene) return null;
  if (path.length === 2) {
    if (scene.kind === "interface") return <InterfaceSceneForm key={id} sceneId={id} />;
    if (scene.kind === "360") return <PanoramaSceneForm key={id} sceneId={id} />;
    return <ClassicPageForm key={id} sceneId={id} />;
  }
  if (path.length !== 4) return null;
  const own =
    list === "zones" ? <ZoneForm sceneId={id} zoneId={targetId} />
    : list === "hotspots" ? <HotspotForm sceneId={id} hotspotId={targetId} />
    : list === "blocks" ? <BlockForm sceneId={id} blockId={targetId} />
    : null;
  if (!own) return null;
  return (
    <div key={path.join("/")}>
      {own}
      <TargetFields path={path} puzzle={list !== "blocks"} />
    </div>
  );
}
