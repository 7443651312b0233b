import type { Env } from "../../../workers/env";
import { LOCAL_SIZES, MODEL_SIZES, type ImageFormat } from "./formats";
import { localPicture } from "./local-picture.server";

/**
 * The images adapter (ADR 045), on the pattern of payments (ADR 037) and provisioning (ADR 042): Workers AI's
 * text-to-image model through the `AI` binding in production; where the binding is absent outside production (a
 * local machine, the tests) a local picture plainly labelled as such, so quota, storage and files all run; and
 * none in production without the binding: the page says the service is unavailable, never a stand-in image.
 */

export const MODEL = "@cf/stabilityai/stable-diffusion-xl-base-1.0";

export type Generated = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; error: "refused" | "unavailable" };
export type Images = { local: boolean; generate: (prompt: string, format: ImageFormat, label: string) => Promise<Generated> };

/** An answer larger than this is not an image we asked for. */
const MAX_BYTES = 12 * 1024 * 1024;

/** Workers AI words a safety refusal in its error (NSFW / flagged); anything else is the service failing. */
const SAFETY = /nsfw|unsafe|safety|flagged|inappropriate|content policy/i;

type AiBinding = { run: (model: string, inputs: Record<string, unknown>) => Promise<unknown> };

function workersAi(ai: AiBinding): Images {
  return {
    local: false,
    async generate(prompt, format) {
      try {
        const answer = await ai.run(MODEL, { prompt, ...MODEL_SIZES[format], num_steps: 20 });
        const bytes = new Uint8Array(await new Response(answer as BodyInit).arrayBuffer());
        if (bytes.byteLength === 0 || bytes.byteLength > MAX_BYTES) return { ok: false, error: "unavailable" };
        return { ok: true, bytes };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (SAFETY.test(message)) return { ok: false, error: "refused" };
        console.warn(`ai-images: ${MODEL} failed: ${message.slice(0, 200)}`);
        return { ok: false, error: "unavailable" };
      }
    },
  };
}

const local: Images = {
  local: true,
  async generate(prompt, format, label) {
    const { width, height } = LOCAL_SIZES[format];
    return { ok: true, bytes: await localPicture(width, height, label, prompt) };
  },
};

export function imagesFor(env: Pick<Env, "AI" | "ENVIRONMENT">): Images | null {
  if (env.AI) return workersAi(env.AI as unknown as AiBinding);
  return env.ENVIRONMENT === "production" ? null : local;
}
