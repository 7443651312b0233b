import * as v from "valibot";
import type { IssueCode } from "./issues";
import { AssetSchema, ConditionsSchema, IdSchema, InteractionSchema, boundedText, freeText } from "./common";
import { FONT_NAMES } from "./fonts";
import { AmbientSchema } from "./sound";

/**
 * Scenes, one shape per game type, and the targets a player can act on inside them: zones on an
 * Interface image, hotspots on a 360 panorama, content blocks on a Classic page.
 */

// Image coordinates are fractions of the picture, so a zone stays put whatever size it is drawn at.
const unit = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

const RectSchema = v.strictObject({
  type: v.literal("rect"),
  x: unit,
  y: unit,
  width: v.pipe(unit, v.minValue(0.001, "noArea" satisfies IssueCode)),
  height: v.pipe(unit, v.minValue(0.001, "noArea" satisfies IssueCode)),
});

const PolygonSchema = v.strictObject({
  type: v.literal("polygon"),
  points: v.pipe(
    v.array(v.tuple([unit, unit])),
    v.minLength(3),
    v.maxLength(64),
  ),
});

export const ShapeSchema = v.variant("type", [RectSchema, PolygonSchema]);
export type Shape = v.InferOutput<typeof ShapeSchema>;

/** What every target may carry, whatever scene it sits in. */
const targetFields = {
  id: IdSchema,
  // An object lying here that `pickObject` can take.
  objectId: v.optional(IdSchema),
  // Shown only while these hold; a hidden target cannot be clicked, picked from or used.
  visibleWhen: v.optional(ConditionsSchema),
  interactions: v.pipe(v.array(InteractionSchema), v.maxLength(20)),
};

/**
 * The pointer shown over a zone (spec: auto, none, pointer, not-allowed and four arrows). The arrows
 * say "this way to another scene"; `none` hides the pointer for a zone meant to be found by feel.
 * Absent means the usual hand.
 */
export const ZONE_CURSORS = ["auto", "none", "pointer", "not-allowed", "up", "down", "left", "right"] as const;
export type ZoneCursor = (typeof ZONE_CURSORS)[number];

export const ZoneSchema = v.strictObject({
  ...targetFields,
  // Read by screen readers and shown on keyboard focus: a zone is a button, it needs a name.
  label: boundedText(120),
  shape: ShapeSchema,
  // A puzzle this zone opens (a safe's keypad, a computer's login screen).
  puzzleId: v.optional(IdSchema),
  cursor: v.optional(v.picklist(ZONE_CURSORS)),
});
export type Zone = v.InferOutput<typeof ZoneSchema>;

export const HotspotSchema = v.strictObject({
  ...targetFields,
  label: boundedText(120),
  yaw: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  pitch: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  puzzleId: v.optional(IdSchema),
});
export type Hotspot = v.InferOutput<typeof HotspotSchema>;

export const BlockSchema = v.variant("kind", [
  v.strictObject({
    ...targetFields,
    kind: v.literal("text"),
    // With light formatting (text-format.ts): **bold**, *italic*, "# " headings, "- " lists. A new
    // block starts empty (the editor shows its helper sentence as a placeholder); players see nothing of an empty one.
    text: freeText(5000),
    // One of the named fonts (fonts.ts); the page's own font when absent.
    font: v.optional(v.picklist(FONT_NAMES)),
  }),
  v.strictObject({ ...targetFields, kind: v.literal("image"), src: AssetSchema, alt: boundedText(300) }),
  v.strictObject({
    ...targetFields,
    kind: v.literal("audio"),
    src: AssetSchema,
    label: boundedText(120),
    // Deaf players get the words too.
    transcript: v.optional(boundedText(5000)),
  }),
  v.strictObject({
    ...targetFields,
    kind: v.literal("video"),
    src: AssetSchema,
    label: boundedText(120),
    captions: v.optional(AssetSchema),
  }),
]);
export type Block = v.InferOutput<typeof BlockSchema>;

// `ambient`: this scene's own music (or silence), over its room's and the game's.
const sceneFields = { id: IdSchema, roomId: IdSchema, name: boundedText(120), ambient: v.optional(AmbientSchema) };

export const InterfaceSceneSchema = v.strictObject({
  ...sceneFields,
  kind: v.literal("interface"),
  image: AssetSchema,
  // Describes the whole picture for players who cannot see it.
  description: v.optional(boundedText(1000)),
  zones: v.pipe(v.array(ZoneSchema), v.maxLength(100)),
});

export const PanoramaSceneSchema = v.strictObject({
  ...sceneFields,
  kind: v.literal("360"),
  // An equirectangular image, 2:1.
  panorama: AssetSchema,
  description: v.optional(boundedText(1000)),
  initialYaw: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  hotspots: v.pipe(v.array(HotspotSchema), v.maxLength(100)),
});

export const ClassicSceneSchema = v.strictObject({
  ...sceneFields,
  kind: v.literal("classic"),
  blocks: v.pipe(v.array(BlockSchema), v.maxLength(100)),
  // Shown after the blocks, in this order.
  puzzleIds: v.pipe(v.array(IdSchema), v.maxLength(20)),
});

export const SceneSchema = v.variant("kind", [InterfaceSceneSchema, PanoramaSceneSchema, ClassicSceneSchema]);
export type Scene = v.InferOutput<typeof SceneSchema>;
export type InterfaceScene = v.InferOutput<typeof InterfaceSceneSchema>;
export type PanoramaScene = v.InferOutput<typeof PanoramaSceneSchema>;
export type ClassicScene = v.InferOutput<typeof ClassicSceneSchema>;

/** Anything a player can click or use an object on. */
export type Target = Zone | Hotspot | Block;

export function sceneTargets(scene: Scene): readonly Target[] {
  switch (scene.kind) {
    case "interface":
      return scene.zones;
    case "360":
      return scene.hotspots;
    case "classic":
      return scene.blocks;
  }
}
