import * as v from "valibot";

/**
 * What a creator asks for (issue 27): a prompt and one of three formats, each at proportions the editors use
 * (a scene backdrop 16:9, a 360 panorama 2:1, an object square). Shared by the form and the endpoint.
 */
export const IMAGE_FORMATS = ["scene", "panorama", "object"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const PROMPT_MIN = 3;
export const PROMPT_MAX = 500;

export const GenerateSchema = v.object({
  prompt: v.pipe(v.string(), v.trim(), v.minLength(PROMPT_MIN, "prompt"), v.maxLength(PROMPT_MAX, "prompt")),
  format: v.picklist(IMAGE_FORMATS, "format"),
  path: v.optional(v.pipe(v.string(), v.maxLength(400)), "/"),
});
export type GenerateInput = v.InferOutput<typeof GenerateSchema>;

/** The model's sizes: multiples of 8 within its 256-2048 px (ADR 045). */
export const MODEL_SIZES: Record<ImageFormat, { width: number; height: number }> = {
  scene: { width: 1280, height: 720 },
  panorama: { width: 2048, height: 1024 },
  object: { width: 1024, height: 1024 },
};

/** The local picture is smaller: it only has to exercise the path, at the same proportions. */
export const LOCAL_SIZES: Record<ImageFormat, { width: number; height: number }> = {
  scene: { width: 960, height: 540 },
  panorama: { width: 1024, height: 512 },
  object: { width: 512, height: 512 },
};

/** What the page shows before generating. */
export type AiImagesStatus = { limit: number; used: number; remaining: number; local: boolean; available: boolean };
