import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { projects } from "../../../db/schema";
import { parseDefinition, type GameType } from "~/engine";
import { translate } from "~/i18n/catalog.server";
import { describeIssues, type IssueText } from "~/i18n/engine-issues";
import { LOCALES, type LocaleCode } from "~/i18n/locales";
import { requireUser } from "../guards.server";
import { notFound, pageTexts } from "../page.server";
import { assetsOf } from "./definitions.server";
import { PLAY_NAMESPACES } from "./play-page.server";
import type { TestPlayData, TestPlayProject } from "./types";

/**
 * /playTest, /playTest2D and /playTest360: a creator plays their own draft in the browser, answers
 * included (they wrote them). Without an id, the list of their projects of that type.
 */

const TEST_PLAY_TYPES: Record<string, GameType> = { playTest: "classic", playTest2D: "interface", playTest360: "360" };

export async function testPlayLoader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const type = TEST_PLAY_TYPES[new URL(request.url).pathname.split("/")[1] ?? ""];
  if (!type) notFound();
  const texts = pageTexts(context, PLAY_NAMESPACES, { title: "pages.studio.testTitle" });

  if (!params.id) {
    const rows = await context.db
      .select({ id: projects.id, title: projects.title, type: projects.type, updatedAt: projects.updatedAt, hasDraft: sql<number>`${projects.draft} IS NOT NULL` })
      .from(projects)
      .where(and(eq(projects.ownerId, user.id), eq(projects.type, type), isNull(projects.deletedAt)))
      .orderBy(desc(projects.updatedAt));
    const testPlay: TestPlayData = {
      kind: "list",
      type,
      projects: rows.map((row) => ({ ...row, hasDraft: Boolean(row.hasDraft), updatedAt: row.updatedAt.getTime() })),
    };
    return { ...texts, testPlay };
  }

  // Someone else's project and no project look the same: a 404 either way.
  const [row] = await context.db
    .select()
    .from(projects)
    .where(and(eq(projects.id, params.id), eq(projects.ownerId, user.id), isNull(projects.deletedAt)))
    .limit(1);
  if (!row) notFound();
  // The list or an old link may name the wrong type's route: the project opens in its own.
  if (row.type !== type) throw redirect(testPlayPathOf(new URL(request.url), row.type), 302);
  const project: TestPlayProject = { id: row.id, title: row.title, type: row.type };
  return { ...texts, testPlay: draftOf(project, row.draft, context.locale) };
}

function testPlayPathOf(url: URL, type: GameType): string {
  const prefix = Object.entries(TEST_PLAY_TYPES).find(([, candidate]) => candidate === type)?.[0] ?? "playTest";
  const [, , ...rest] = url.pathname.split("/");
  return `/${[prefix, ...rest].join("/")}${url.search}`;
}

function draftOf(project: TestPlayProject, draft: string | null, locale: LocaleCode): TestPlayData {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const invalid = (issues: IssueText[]): TestPlayData => ({ kind: "invalid", project, issues });
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
  return { kind: "draft", project, definition: parsed.definition, assets: assetsOf(parsed.definition) };
}
