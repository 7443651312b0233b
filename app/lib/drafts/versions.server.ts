import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, count, desc, eq } from "drizzle-orm";
import * as Y from "yjs";
import { projectVersions, users } from "../../../db/schema";
import { translate } from "~/i18n/catalog.server";
import type { CurrentUser } from "../session.server";
import { canChangeDraft, findProject, projectAccess, type EditableProject } from "./access.server";
import { deriveDraftJson, startingDefinition } from "./derived.server";
import { writeDefinition } from "./document";
import { flushDraft, restoreInRoom } from "./flush.server";
import { draftSnapshotKey, readDraftSnapshot } from "./snapshots.server";
import type { DraftVersion, VersionError } from "./versions";

/**
 * A draft's named versions (ADR 019). Saving takes the draft as the room last sent it, after asking the
 * room to send it now; restoring is done by the room (editors never write the draft over HTTP), after
 * the draft as it was is kept as a version of its own, which is what "undo restore" restores.
 */

type Context = Pick<AppLoadContext, "db" | "env" | "locale">;
export type VersionResult<T> = { ok: true; value: T } | { ok: false; error: VersionError };

export const MAX_VERSIONS = 30;
export const MAX_VERSION_NAME = 80;

const versionKey = (ownerId: string, projectId: string, id: string) => draftSnapshotKey(ownerId, projectId).replace(/draft\.yjs$/, `versions/${id}`);
const newId = () => `v_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;

/**
 * The project, when this person has a role on it, and for a change (`change`) one that may change the draft;
 * the refusal otherwise (another user's and a missing one differ, as for tickets). Viewers list versions only.
 */
export async function editableProject(context: Context, user: CurrentUser | null, projectId: string, change = false): Promise<VersionResult<EditableProject>> {
  if (!user) return { ok: false, error: "sign-in" };
  const access = await projectAccess(context.db, user.id, projectId);
  if (!access) return { ok: false, error: (await findProject(context.db, projectId)) ? "not-yours" : "not-found" };
  if (change && !canChangeDraft(access.role)) return { ok: false, error: "read-only" };
  return { ok: true, value: access.project };
}

export async function listVersions(context: Context, projectId: string): Promise<DraftVersion[]> {
  const rows = await context.db
    .select({ id: projectVersions.id, name: projectVersions.name, createdAt: projectVersions.createdAt, author: users.username, size: projectVersions.size, auto: projectVersions.auto })
    .from(projectVersions)
    .leftJoin(users, eq(users.id, projectVersions.createdBy))
    .where(eq(projectVersions.projectId, projectId))
    .orderBy(desc(projectVersions.createdAt), desc(projectVersions.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime(), author: row.author ?? "" }));
}

/** The draft now, as the pair a version keeps: the document's state and its definition. */
async function currentDraft(context: Context, project: EditableProject): Promise<{ state: Uint8Array; json: string }> {
  await flushDraft(context, project.id);
  const snapshot = await readDraftSnapshot(context.env.FILES, project.ownerId, project.id);
  if (snapshot) {
    const state = new Uint8Array(await snapshot.arrayBuffer());
    const derived = deriveDraftJson(state.buffer as ArrayBuffer);
    if (derived.kind === "json") return { state, json: derived.json };
  }
  // Never opened in a room yet: the draft is still its starting definition.
  const definition = await startingDefinition(context.db, project.id);
  const doc = new Y.Doc({ gc: false });
  writeDefinition(doc, definition);
  return { state: Y.encodeStateAsUpdate(doc), json: JSON.stringify(definition) };
}

export async function saveVersion(context: Context, user: CurrentUser, project: EditableProject, name: string, auto = false): Promise<VersionResult<string>> {
  const [row] = await context.db.select({ n: count() }).from(projectVersions).where(eq(projectVersions.projectId, project.id));
  if ((row?.n ?? 0) >= MAX_VERSIONS) return { ok: false, error: "too-many" };
  const { state, json } = await currentDraft(context, project);
  const id = newId();
  const key = versionKey(project.ownerId, project.id, id);
  const jsonBytes = new TextEncoder().encode(json);
  await context.env.FILES.put(`${key}.yjs`, state, { httpMetadata: { contentType: "application/octet-stream" } });
  await context.env.FILES.put(`${key}.json`, jsonBytes, { httpMetadata: { contentType: "application/json" } });
  await context.db.insert(projectVersions).values({
    id,
    projectId: project.id,
    name: name.slice(0, MAX_VERSION_NAME),
    createdBy: user.id,
    createdAt: new Date(),
    size: state.byteLength + jsonBytes.byteLength,
    r2Key: key,
    auto,
  });
  return { ok: true, value: id };
}

async function findVersion(context: Context, projectId: string, versionId: string) {
  const [row] = await context.db
    .select()
    .from(projectVersions)
    .where(and(eq(projectVersions.id, versionId), eq(projectVersions.projectId, projectId)))
    .limit(1);
  return row ?? null;
}

/**
 * The room replaces the draft with the version; the draft as it was becomes the version "Before
 * restoring «name»", whose id comes back so the editor can offer to undo.
 */
export async function restoreVersion(context: Context, user: CurrentUser, project: EditableProject, versionId: string): Promise<VersionResult<string>> {
  const version = await findVersion(context, project.id, versionId);
  if (!version) return { ok: false, error: "no-version" };
  const stored = await context.env.FILES.get(`${version.r2Key}.json`);
  if (!stored) return { ok: false, error: "no-version" };
  const definition: unknown = await stored.json();
  if (typeof definition !== "object" || definition === null || Array.isArray(definition)) return { ok: false, error: "no-version" };

  const name = translate(context.locale, "projects.draft.versions.beforeRestore", { name: version.name });
  const before = await saveVersion(context, user, project, name, true);
  if (!before.ok) return before;
  if (!(await restoreInRoom(context, project.id, definition as Record<string, unknown>, version.name, user.username))) {
    await deleteVersion(context, project, before.value);
    return { ok: false, error: "unavailable" };
  }
  return before;
}

export async function deleteVersion(context: Context, project: EditableProject, versionId: string): Promise<VersionResult<string>> {
  const version = await findVersion(context, project.id, versionId);
  if (!version) return { ok: false, error: "no-version" };
  await context.db.delete(projectVersions).where(eq(projectVersions.id, version.id));
  await context.env.FILES.delete([`${version.r2Key}.yjs`, `${version.r2Key}.json`]);
  return { ok: true, value: version.id };
}
