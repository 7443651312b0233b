import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { projects, users } from "../../../../db/schema";
import { translate } from "~/i18n/catalog.server";
import { canChangeDraft, projectAccess, type ProjectRole } from "../../drafts/access.server";
import { readSmallJson, sameOrigin } from "../../json-request.server";
import { currentUser, sessionToken } from "../../session.server";
import { sha256Hex } from "../../hash";
import { refusalJson } from "../../request-guard.server";
import { formatBytes } from "./bytes";
import { applyFileAction, FileActionSchema, listFiles } from "./manage.server";
import { IMAGE_MAX_PX, PANORAMA_MAX } from "./sniff";
import type { FileUses } from "./usage.server";
import { declaredSize, FILE_MAX_BYTES, uploadFile } from "./upload.server";
import { gradeOf } from "../../company/shared-grade.server";

/**
 * /resources/project-files/<projectId> (ADR 016), same-origin with the session cookie:
 * GET ?path=/a lists a folder; PUT ?name=&path= with the file as the raw body uploads it;
 * POST { intent, ... } renames, moves, deletes or picks the cover and global image and sound.
 * Errors are `{ error, message }` in the site's language (plus `upgrade` for the quota, `uses` for a file in use).
 */

export const UPGRADE_PATH = "/account?tab=subscription";
type Context = Pick<AppLoadContext, "db" | "env" | "locale" | "cookies">;

const STATUS: Record<string, number> = {
  "sign-in": 401,
  "not-yours": 403,
  "read-only": 403,
  "cross-site": 403,
  quota: 403,
  notFound: 404,
  "not-found": 404,
  "method-not-allowed": 405,
  inUse: 409,
  inPublished: 409,
  size: 411,
  fileTooLarge: 413,
  svg: 415,
  unknownType: 415,
  spoofed: 415,
  unavailable: 503,
};

function refusal(context: Context, error: string, params: Record<string, string | number> = {}, extra: Record<string, unknown> = {}): Response {
  const message = translate(context.locale, `projects.files.errors.${error}`, params);
  const headers = { "Cache-Control": "no-store", ...(error === "method-not-allowed" ? { Allow: "GET, PUT, POST" } : {}) };
  return Response.json({ error, message, ...extra }, { status: STATUS[error] ?? 400, headers });
}

/**
 * The project, if this person has a role on it (the same rule as the project room), and whom its storage
 * counts against: always the owner, also for a collaborator's upload. Viewers only list; editors change.
 */
export async function reachable(context: Context, projectId: string, change: boolean) {
  const user = await currentUser(context);
  if (!user) return { refused: "sign-in" as const };
  const [row] = await context.db
    .select({ id: projects.id, ownerId: projects.ownerId, deletedAt: projects.deletedAt, coverKey: projects.coverKey, globalImageKey: projects.globalImageKey, globalSoundKey: projects.globalSoundKey, grade: gradeOf(), fileUid: users.fileUid })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row || row.deletedAt) return { refused: "not-found" as const };
  const role: ProjectRole | undefined = (await projectAccess(context.db, user.id, projectId))?.role;
  if (!role) return { refused: "not-yours" as const };
  if (change && !canChangeDraft(role)) return { refused: "read-only" as const };
  return { project: row, owner: { id: row.ownerId, grade: row.grade, fileUid: row.fileUid } };
}

export async function filesLoader(context: Context, request: Request, projectId: string): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return refusal(context, "method-not-allowed");
  const access = await reachable(context, projectId, false);
  if (access.refused) return refusal(context, access.refused);
  const query = new URL(request.url).searchParams;
  const listing = await listFiles(context.db, access.owner, projectId, query.get("path") ?? "/", access.project, query.get("all") === "1");
  if (!listing) return refusal(context, "folder");
  return Response.json(listing, { headers: { "Cache-Control": "no-store" } });
}

export async function filesAction(context: Context, request: Request, projectId: string): Promise<Response> {
  if (request.method !== "PUT" && request.method !== "POST") return refusal(context, "method-not-allowed");
  if (!sameOrigin(request)) return refusal(context, "cross-site");
  if (request.method === "PUT") return upload(context, request, projectId);
  const access = await reachable(context, projectId, true);
  if (access.refused) return refusal(context, access.refused);
  return act(context, request, projectId, access.owner);
}

/**
 * An upload checks who sends it in its own D1 batch (upload-gate.server.ts), the front door's unverified-account
 * rule included (request-guard.server.ts leaves it to this batch): a session cookie that does not even verify
 * is answered at once.
 */
async function upload(context: Context, request: Request, projectId: string) {
  const token = await sessionToken(context);
  if (!token) return refusal(context, "sign-in");
  const query = new URL(request.url).searchParams;
  const result = await uploadFile(
    { db: context.db, bucket: context.env.FILES, tokenHash: await sha256Hex(token), projectId, renewSession: () => currentUser(context) },
    { name: query.get("name") ?? "", folder: query.get("path") ?? "/", declared: declaredSize(request), framed: request.headers.has("Content-Length"), body: request.body },
  );
  if (result.ok) return Response.json({ file: result.file }, { status: 201, headers: { "Cache-Control": "no-store" } });
  if (result.error === "verify-account") return refusalJson({ reason: "verify-account" }, context);
  const params = {
    limit: formatBytes(result.gate?.limit ?? 0, context.locale),
    max: formatBytes(FILE_MAX_BYTES, context.locale),
    px: IMAGE_MAX_PX,
    panoramaWidth: PANORAMA_MAX.width,
    panoramaHeight: PANORAMA_MAX.height,
  };
  return refusal(context, result.error, params, result.error === "quota" ? { upgrade: UPGRADE_PATH } : {});
}

async function act(context: Context, request: Request, projectId: string, owner: { id: string; grade: number }) {
  const input = v.safeParse(FileActionSchema, await readSmallJson(request, 2048));
  if (!input.success) return refusal(context, "invalid");
  const result = await applyFileAction(context.db, context.env.FILES, owner, projectId, input.output);
  if (result.ok) return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  const where = result.uses ? usesText(context, result.uses) : "";
  return refusal(context, result.error, { where }, result.uses ? { uses: result.uses } : {});
}

function usesText(context: Context, uses: FileUses): string {
  const parts = uses.draft ? [translate(context.locale, "projects.files.usedInDraft")] : [];
  for (const title of uses.otherDrafts) parts.push(translate(context.locale, "projects.files.usedInOtherDraft", { title }));
  for (const label of uses.published) parts.push(translate(context.locale, "projects.files.usedInVersion", { version: label }));
  return parts.join(", ");
}
