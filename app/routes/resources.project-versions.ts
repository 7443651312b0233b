import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as v from "valibot";
import { translate } from "~/i18n/catalog.server";
import { ProjectIdSchema } from "~/lib/drafts/internal";
import { VersionRequestSchema, type VersionError, type VersionsAnswer } from "~/lib/drafts/versions";
import { deleteVersion, editableProject, listVersions, MAX_VERSIONS, restoreVersion, saveVersion } from "~/lib/drafts/versions.server";
import { readSmallJson, sameOrigin } from "~/lib/json-request.server";
import { currentUser } from "~/lib/session.server";

/**
 * GET /resources/project-versions?projectId=…: a draft's named versions, newest first.
 * POST (JSON, same-origin) `{ intent: "save", projectId, name }`, `{ intent: "restore" | "delete", projectId, versionId }`.
 * Only for those who may edit the project (checked here, on the server); a localized refusal otherwise.
 */

const STATUS: Record<VersionError, number> = {
  "sign-in": 401,
  "not-yours": 403,
  "read-only": 403,
  "cross-site": 403,
  "not-found": 404,
  "no-version": 404,
  "too-many": 409,
  name: 400,
  "invalid-request": 400,
  unavailable: 503,
};

function refuse(context: Pick<AppLoadContext, "locale">, error: VersionError): Response {
  const body: VersionsAnswer = { ok: false, error, message: translate(context.locale, `projects.draft.versions.errors.${error}`, { max: MAX_VERSIONS }) };
  return Response.json(body, { status: STATUS[error], headers: { "Cache-Control": "no-store" } });
}

async function answer(context: AppLoadContext, projectId: string, done?: { intent: "save" | "restore" | "delete"; id: string }) {
  const body: VersionsAnswer = { ok: true, versions: await listVersions(context, projectId), done };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const projectId = v.safeParse(ProjectIdSchema, new URL(request.url).searchParams.get("projectId"));
  if (!projectId.success) return refuse(context, "invalid-request");
  const project = await editableProject(context, await currentUser(context), projectId.output);
  if (!project.ok) return refuse(context, project.error);
  return answer(context, project.value.id);
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST" || !sameOrigin(request)) return refuse(context, "cross-site");
  const input = v.safeParse(VersionRequestSchema, await readSmallJson(request, 2048));
  if (!input.success) return refuse(context, input.issues.some((issue) => issue.message === "name") ? "name" : "invalid-request");
  const user = await currentUser(context);
  const project = await editableProject(context, user, input.output.projectId, true);
  if (!project.ok || !user) return refuse(context, project.ok ? "sign-in" : project.error);
  const request_ = input.output;
  const result =
    request_.intent === "save"
      ? await saveVersion(context, user, project.value, request_.name)
      : request_.intent === "restore"
        ? await restoreVersion(context, user, project.value, request_.versionId)
        : await deleteVersion(context, project.value, request_.versionId);
  if (!result.ok) return refuse(context, result.error);
  return answer(context, project.value.id, { intent: request_.intent, id: result.value });
}
