import type { AppLoadContext } from "@remix-run/cloudflare";
import * as v from "valibot";
import { translate } from "~/i18n/catalog.server";
import { readSmallJson, sameOrigin } from "../json-request.server";
import { reachable, UPGRADE_PATH } from "../projects/files/endpoint.server";
import { normalFolder } from "../projects/files/names";
import { GenerateSchema, PROMPT_MAX, PROMPT_MIN, type AiImagesStatus } from "./formats";
import { imagesFor } from "./images.server";
import { giveImageBack, imagesUsed, monthlyImages, monthOf, takeImage } from "./quota.server";
import { saveImage } from "./save.server";

/**
 * /resources/project-images/<projectId> (issue 27, ADR 045), same-origin with the session cookie: GET tells what is
 * left this month and whether images are local or unavailable; POST { prompt, format, path } generates one into the
 * project's files. The image counts against the project owner's plan, as its storage does, whoever generates it.
 * Errors are `{ error, message }` in the site's language, plus `upgrade` where a bigger plan is the answer.
 */

type Context = Pick<AppLoadContext, "db" | "env" | "locale" | "cookies">;

const STATUS: Record<string, number> = {
  "sign-in": 401,
  "not-yours": 403,
  "read-only": 403,
  "cross-site": 403,
  "not-found": 404,
  "method-not-allowed": 405,
  plan: 403,
  quota: 429,
  storage: 403,
  refused: 422,
  unavailable: 503,
};
const OWN_TEXTS = new Set(["plan", "quota", "storage", "refused", "unavailable", "prompt", "format", "folder", "invalid"]);
const UPGRADES = new Set(["plan", "quota", "storage"]);

function refusal(context: Context, error: string, params: Record<string, string | number> = {}): Response {
  const key = OWN_TEXTS.has(error) ? `ai-images.errors.${error}` : `projects.files.errors.${error}`;
  const message = translate(context.locale, key, params);
  const headers = { "Cache-Control": "no-store", ...(error === "method-not-allowed" ? { Allow: "GET, POST" } : {}) };
  return Response.json({ error, message, ...(UPGRADES.has(error) ? { upgrade: UPGRADE_PATH } : {}) }, { status: STATUS[error] ?? 400, headers });
}

async function statusOf(context: Context, owner: { id: string; grade: number }, month: string): Promise<AiImagesStatus> {
  const limit = monthlyImages(owner.grade);
  const used = limit > 0 ? await imagesUsed(context.db, owner.id, month) : 0;
  const images = imagesFor(context.env);
  return { limit, used, remaining: Math.max(0, limit - used), local: images?.local ?? false, available: images !== null };
}

export async function aiImagesLoader(context: Context, request: Request, projectId: string): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return refusal(context, "method-not-allowed");
  const access = await reachable(context, projectId, false);
  if (access.refused) return refusal(context, access.refused);
  return Response.json(await statusOf(context, access.owner, monthOf(new Date())), { headers: { "Cache-Control": "no-store" } });
}

export async function aiImagesAction(context: Context, request: Request, projectId: string, now = new Date()): Promise<Response> {
  if (request.method !== "POST") return refusal(context, "method-not-allowed");
  if (!sameOrigin(request)) return refusal(context, "cross-site");
  const access = await reachable(context, projectId, true);
  if (access.refused) return refusal(context, access.refused);
  const parsed = v.safeParse(GenerateSchema, await readSmallJson(request, 4096));
  if (!parsed.success) {
    const issue = parsed.issues[0]?.message;
    return refusal(context, issue === "prompt" || issue === "format" ? issue : "invalid", { min: PROMPT_MIN, max: PROMPT_MAX });
  }
  const folder = normalFolder(parsed.output.path);
  if (!folder) return refusal(context, "folder");

  const { owner } = access;
  const limit = monthlyImages(owner.grade);
  if (limit === 0) return refusal(context, "plan");
  const images = imagesFor(context.env);
  if (!images) {
    console.warn("ai-images: no AI binding in production; images are unavailable until [ai] is bound");
    return refusal(context, "unavailable");
  }
  const month = monthOf(now);
  if (!(await takeImage(context.db, owner.id, month, limit))) return refusal(context, "quota", { limit });

  const label = translate(context.locale, "ai-images.localLabel");
  const generated = await images.generate(parsed.output.prompt, parsed.output.format, label);
  const saved = generated.ok
    ? await saveImage({ db: context.db, bucket: context.env.FILES, owner, projectId, folder }, parsed.output.format, parsed.output.prompt, generated.bytes)
    : generated;
  if (!saved.ok) {
    await giveImageBack(context.db, owner.id, month);
    return refusal(context, saved.error);
  }
  const status = await statusOf(context, owner, month);
  return Response.json({ file: saved.file, status }, { status: 201, headers: { "Cache-Control": "no-store" } });
}
