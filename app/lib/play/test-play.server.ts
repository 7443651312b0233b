import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { projects } from "../../../db/schema";
import { brandOfProject } from "../brand/brand.server";
import { stripSolutions, type GameType } from "~/engine";
import { requireUser } from "../guards.server";
import { notFound, pageTexts } from "../page.server";
import { assetsOf } from "./definitions.server";
import { PLAY_NAMESPACES } from "./play-page.server";
import { checkDraft, currentDraft, testableProject } from "./test-draft.server";
import type { TestPlayData, TestPlayProject } from "./types";

/**
 * /playTest, /playTest2D and /playTest360: a creator plays their draft through a game room like any
 * session (ADR 020); the page gets the draft without its answers. Without an id, the list of their
 * projects of that type.
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

  const row = await testableProject(context.db, user, params.id);
  if (!row) notFound();
  // The list or an old link may name the wrong type's route: the project opens in its own.
  if (row.type !== type) throw redirect(testPlayPathOf(new URL(request.url), row.type), 302);
  const project: TestPlayProject = { id: row.id, title: row.title, type: row.type };
  const checked = checkDraft(project, await currentDraft(context, project), context.locale);
  // The page gets what a published game's page gets: the game room holds the answers (ADR 020).
  const testPlay: TestPlayData = checked.ok
    ? { kind: "draft", project, view: stripSolutions(checked.definition), assets: assetsOf(checked.definition) }
    : { kind: "invalid", project, issues: checked.issues };
  // Test-play shows the draft as players will see it: in the company's brand when the project is white-label.
  return { ...texts, testPlay, brand: await brandOfProject(context.db, project.id) };
}

function testPlayPathOf(url: URL, type: GameType): string {
  const prefix = Object.entries(TEST_PLAY_TYPES).find(([, candidate]) => candidate === type)?.[0] ?? "playTest";
  const [, , ...rest] = url.pathname.split("/");
  return `/${[prefix, ...rest].join("/")}${url.search}`;
}
