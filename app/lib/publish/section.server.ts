import { flushDraft } from "../drafts/flush.server";
import { recordUsage } from "../observability/usage-events.server";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { gameVersions, users } from "../../../db/schema";
import { translate } from "~/i18n/catalog.server";
import { LOCALES } from "~/i18n/locales";
import { whiteLabelSection } from "../brand/white-label.server";
import { planForGrade } from "../plans";
import type { CurrentUser } from "../session.server";
import { checkDraft, gameOfProject, publishCode, publishProject, unpublishProject, type ProjectForPublish } from "./publish.server";
import { FIRST_SETTINGS, gameSettingsOf, gameSettingsOfGame, settingsOfGame } from "./settings.server";
import { PUBLISH_INTENTS, type PublishIntent, type PublishOutcome, type PublishSection } from "./types";
import { gradeOf } from "../company/shared-grade.server";

/** The project page's publish section: its loader data, and the actions its form posts to the page. */

type Context = Pick<AppLoadContext, "db" | "locale" | "env">;

function words(context: Context) {
  return { t: (key: string, params?: Record<string, string | number>) => translate(context.locale, key, params), locale: LOCALES[context.locale].locale };
}

export async function publishSection(context: Context, project: ProjectForPublish, origin: string): Promise<PublishSection> {
  const { db } = context;
  const [game, [owner]] = await Promise.all([
    gameOfProject(db, project.id),
    db.select({ grade: gradeOf(), own: users.grade }).from(users).where(eq(users.id, project.ownerId)).limit(1),
  ]);
  const whiteLabel = await whiteLabelSection(db, project.id, owner?.own ?? 0);
  const { t, locale } = words(context);
  const draft = checkDraft(project, t, locale);
  const live = game && game.status !== "removed" ? game : null;
  const [version] = live
    ? await db
        .select({ createdAt: gameVersions.createdAt })
        .from(gameVersions)
        .where(and(eq(gameVersions.gameId, live.id), eq(gameVersions.version, live.currentVersion)))
        .limit(1)
    : [];
  return {
    projectId: project.id,
    game: live
      ? {
          id: live.id,
          version: live.currentVersion,
          status: live.status === "online" ? "online" : "offline",
          visibility: live.visibility,
          publishedAt: (version?.createdAt ?? live.updatedAt).getTime(),
          hasKey: Boolean(live.accessKeyHash),
          type: live.type,
          hiddenReason: live.hiddenAt ? (live.hiddenReason ?? "") : null,
        }
      : null,
    problems: draft.ok ? [] : draft.problems,
    gameSettings: draft.ok ? gameSettingsOf(draft.definition.meta) : null,
    onlineSettings: live ? gameSettingsOfGame(live) : null,
    cover: project.coverKey ? `/files/${project.coverKey}` : null,
    settings: live ? settingsOfGame(live) : FIRST_SETTINGS,
    code: publishCode(live),
    // Every published game has one: it opens the game to play, under /private* for a private game.
    shareUrl: live ? `${origin}/sh/${encodeURIComponent(live.id)}` : null,
    canSharePrivately: planForGrade(owner?.grade ?? 0).features.includes("privateSharing"),
    whiteLabel,
  };
}

export function isPublishIntent(intent: string): intent is PublishIntent {
  return (PUBLISH_INTENTS as readonly string[]).includes(intent);
}

/** Publish or unpublish from the project page's form; a refusal keeps what was typed (but the key). */
export async function publishAction(context: Context, user: CurrentUser, intent: PublishIntent, form: Record<string, string>) {
  const projectId = form.id ?? "";
  const result =
    intent === "publish"
      ? await publishProject(context.db, user, projectId, form, words(context), { flush: (id) => flushDraft(context, id) })
      : await unpublishProject(context.db, user, projectId);
  if (!result.ok) {
    const { status, ...outcome } = result;
    return data<PublishOutcome>(outcome, { status });
  }
  if (intent === "publish") await recordUsage(context.env, "game_published");
  return data<PublishOutcome>({ scope: "publish", ok: true, done: intent === "publish" ? "published" : "unpublished", version: result.version });
}
