import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, isNull } from "drizzle-orm";
import { games, playSessions, projects, whiteLabelProjects } from "../../../db/schema";
import type { SessionRequest } from "../play/types";
import type { CustomHost } from "./custom-host.server";

/**
 * The session endpoint on a company's custom host (ADR 044) opens, joins and resumes sessions of that company's
 * white-label games only, as its pages do: another game's session is not found there.
 */
export async function hostServesSession(db: AppLoadContext["db"], customHost: CustomHost, input: SessionRequest): Promise<boolean> {
  const gameId =
    input.intent === "create"
      ? input.gameId
      : (await db.select({ gameId: playSessions.gameId }).from(playSessions).where(eq(playSessions.id, input.sessionId)).limit(1))[0]?.gameId;
  if (!gameId) return false;
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(projects, eq(projects.id, games.projectId))
    .innerJoin(whiteLabelProjects, eq(whiteLabelProjects.projectId, games.projectId))
    .where(and(eq(games.id, gameId), eq(projects.ownerId, customHost.userId), isNull(projects.deletedAt)))
    .limit(1);
  return row !== undefined;
}
