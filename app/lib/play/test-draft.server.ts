import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, isNull } from "drizzle-orm";
import { projects } from "../../../db/schema";
import { parseDefinition, type GameDefinition } from "~/engine";
import { translate } from "~/i18n/catalog.server";
import { describeIssues, type IssueText } from "~/i18n/engine-issues";
import { LOCALES, type LocaleCode } from "~/i18n/locales";
import { projectAccess } from "../drafts/access.server";
import { flushDraft } from "../drafts/flush.server";
import type { CurrentUser } from "../session.server";
import type { TestPlayProject } from "./types";

/**
 * The draft test-play runs: the project (for those who may edit it) and its definition, checked the way
 * the engine will run it. Both the page and the session endpoint read it here, so they agree.
 */

export type TestableProject = TestPlayProject & { ownerId: string };

/** The project if this user may test-play it (owner, editor or viewer); someone else's project and no project look the same. */
export async function testableProject(db: AppLoadContext["db"], user: Pick<CurrentUser, "id">, projectId: string): Promise<TestableProject | null> {
  const [row] = await db
    .select({ id: projects.id, title: projects.title, type: projects.type, ownerId: projects.ownerId })
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
    .limit(1);
  return row && (await projectAccess(db, user.id, projectId)) ? row : null;
}

/**
 * The draft's JSON as it is now. The project room keeps `projects.draft` current on a debounce; its
 * latest edits are snapshotted first so a test starts from what the editor shows.
 */
export async function currentDraft(context: Pick<AppLoadContext, "db" | "env">, project: Pick<TestableProject, "id">): Promise<string | null> {
  await flushDraft(context, project.id);
  const [row] = await context.db.select({ draft: projects.draft }).from(projects).where(eq(projects.id, project.id)).limit(1);
  return row?.draft ?? null;
}

export type CheckedDraft = { ok: true; definition: GameDefinition } | { ok: false; issues: IssueText[] };

/** The draft as the engine would run it, or what stops it, worded in the site's language. */
export function checkDraft(project: TestPlayProject, draft: string | null, locale: LocaleCode): CheckedDraft {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const invalid = (issues: IssueText[]): CheckedDraft => ({ ok: false, issues });
  if (draft === null) return invalid([{ path: "", place: "", message: t("access.testPlay.noDraft") }]);
  let json: unknown;
  try {
    json = JSON.parse(draft);
  } catch {
    return invalid([{ path: "", place: "", message: t("access.testPlay.notJson") }]);
  }
  const parsed = parseDefinition(json);
  // Worded here, in the site's language: the engine only gives codes.
  if (!parsed.ok) return invalid(describeIssues(parsed.issues, json, t, LOCALES[locale].locale));
  // The editor of one type saved it, but a hand-edited draft could claim another and get the wrong player.
  if (parsed.definition.meta.type !== project.type) {
    return invalid([{ path: "meta.type", place: t("engine.places.meta"), message: t("access.testPlay.wrongType") }]);
  }
  return { ok: true, definition: parsed.definition };
}
