import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { translate } from "~/i18n/catalog.server";
import { projectAccess } from "../drafts/access.server";
import { flushDraft } from "../drafts/flush.server";
import { requireUser } from "../guards.server";
import { notFound, pageTexts } from "../page.server";
import { isPublishIntent, publishAction, publishSection } from "../publish/section.server";
import { WHITE_LABEL_INTENT, whiteLabelAction } from "../brand/white-label.server";
import {
  createProject,
  deleteProject,
  duplicateProject,
  listProjects,
  ownProject,
  quotaOf,
  renameProject,
  restoreProject,
  RESTORE_DAYS,
} from "./projects.server";
import { receivedInvitations } from "./collaborators/accept.server";
import { peopleAction } from "./collaborators/actions.server";
import { collaboratorCounts, peopleSection, sharedWithMe } from "./collaborators/members.server";
import { projectWithOwner } from "./collaborators/project.server";
import { isPeopleIntent } from "./collaborators/types";
import { collectionAction } from "../collections/actions.server";
import { collectionsSection } from "../collections/manage.server";
import { isCollectionIntent } from "../collections/types";
import { planForGrade } from "../plans";
import { companySections } from "../company/members.server";
import { startersFor } from "./starters.server";
import type { ProjectType, WorkspaceOutcome } from "./types";
import { readFormFields } from "../form-request.server";

/** /project, /project2D and /project360: the workspace (all, or one type's projects) and a project's page. */

const TYPE_OF_PREFIX: Record<string, ProjectType | null> = { project: null, project2D: "interface", project360: "360" };
export const PREFIX_OF_TYPE: Record<ProjectType, string> = { classic: "project", interface: "project2D", "360": "project360" };

function prefixOf(request: Request): string {
  const prefix = new URL(request.url).pathname.split("/")[1] ?? "";
  if (!(prefix in TYPE_OF_PREFIX)) notFound();
  return prefix;
}

/**
 * A project's editor, for its owner and its collaborators (ADR 027); anyone else's project and no project look
 * the same (404). `role` tells the editor who is there; publishing is only the owner's.
 */
export async function editorLoader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const prefix = prefixOf(request);
  const access = params.id ? await projectAccess(context.db, user.id, params.id) : null;
  // The publish tab shows the game settings as the draft has them: the project room's latest edits first.
  if (access?.role === "owner" && new URL(request.url).searchParams.get("view") === "publish") await flushDraft(context, access.project.id);
  const row = access ? await ownProject(context.db, access.project.ownerId, access.project.id) : null;
  const owned = row ? await projectWithOwner(context.db, row.id) : null;
  if (!access || !row || !owned) notFound();
  // Each type has its editor's address: a project opened under another one goes to its own.
  if (PREFIX_OF_TYPE[row.type] !== prefix) throw redirect(`/${PREFIX_OF_TYPE[row.type]}/${row.id}${new URL(request.url).search}`);
  const project = { id: row.id, title: row.title, type: row.type, updatedAt: row.updatedAt.getTime() };
  // The draft's problems are worded by the engine's texts (app/i18n/engine-issues.ts).
  const namespaces = ["projects", "publish", "engine", "studio", "studio-forms", "studio-interface", "studio-panorama", "studio-classic", "studio-coedit", "collaborators", "ai-images", "locks"];
  const texts = pageTexts(context, namespaces, { title: "projects.title" });
  const { role } = access;
  const publish = role === "owner" ? await publishSection(context, row, new URL(request.url).origin) : null;
  const collaborators = await peopleSection(context.db, owned, role === "owner");
  return { ...texts, title: row.title, project, userId: user.id, role, collaborators, publish };
}

export async function workspaceLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const prefix = prefixOf(request);
  const filter = TYPE_OF_PREFIX[prefix] ?? null;
  const { live, deleted } = await listProjects(context.db, user.id);
  const counts = await collaboratorCounts(context.db, live.map((row) => row.id));
  const typeName = filter ? translate(context.locale, `common.gameTypes.${filter}`) : "";
  const texts = pageTexts(context, ["projects", "publish", "collaborators", "collections", "team"], {
    title: filter ? "projects.titleOfType" : "projects.title",
    description: "projects.description",
    params: { type: typeName },
  });
  const keep = <T extends { type: ProjectType }>(rows: T[]) => (filter ? rows.filter((row) => row.type === filter) : rows);
  // A company's project is listed once, under the company, even when its member is also invited to it.
  const companies = (await companySections(context.db, user.id))
    .map((section) => ({ ...section, projects: keep(section.projects) }))
    .filter((section) => section.projects.length > 0);
  const inCompanies = new Set(companies.flatMap((section) => section.projects.map((row) => row.id)));
  return {
    ...texts,
    filter,
    live: keep(live).map((row) => ({ ...row, collaborators: counts[row.id] ?? 0 })),
    deleted: keep(deleted),
    quota: await quotaOf(context.db, user),
    // Results are a Pro feature: Basic cards show the count of finished sessions with the prompt.
    results: planForGrade(user.grade).features.includes("results"),
    starters: startersFor(context.locale, filter),
    restoreDays: RESTORE_DAYS,
    invitations: await receivedInvitations(context.db, user.id),
    shared: keep(await sharedWithMe(context.db, user.id)).filter((row) => !inCompanies.has(row.id)),
    companies,
    collections: await collectionsSection(context.db, user),
  };
}

export async function studioAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  prefixOf(request);
  const form = await readFormFields(request);
  const id = form.id ?? "";
  const intent = form.intent ?? "";
  if (isPublishIntent(intent)) return publishAction(context, user, intent, form);
  if (intent === WHITE_LABEL_INTENT) return whiteLabelAction(context, user, form);
  if (isPeopleIntent(intent)) return peopleAction(context, user, intent, form, new URL(request.url).origin);
  if (isCollectionIntent(intent)) return collectionAction(context, user, intent, form);
  const copyTitle = (title: string) => translate(context.locale, "projects.copyTitle", { title });
  const result =
    intent === "create" ? await createProject(context.db, user, form, context.locale)
    : intent === "rename" ? await renameProject(context.db, user, id, form.title)
    : intent === "duplicate" ? await duplicateProject(context.db, user, id, copyTitle)
    : intent === "delete" ? await deleteProject(context.db, user, id)
    : intent === "restore" ? await restoreProject(context.db, user, id)
    : ({ ok: false, error: "notFound", status: 400 } as const);
  if (!result.ok) {
    const limit = (await quotaOf(context.db, user)).limit;
    const failed: WorkspaceOutcome = { ok: false, error: result.error, intent, id: id || null, limit, values: form };
    return data(failed, { status: result.status });
  }
  const row = await ownProject(context.db, user.id, result.id, intent === "delete");
  // A new project opens in its type's editor.
  if (intent === "create" && row) throw redirect(`/${PREFIX_OF_TYPE[row.type]}/${row.id}`);
  const done = ({ create: "created", rename: "renamed", duplicate: "duplicated", delete: "deleted", restore: "restored" } as const)[intent as "create"];
  const outcome: WorkspaceOutcome = { ok: true, done, title: row?.title ?? "", id: result.id };
  return data(outcome);
}
