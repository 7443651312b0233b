import { randomId } from "../accounts/random.server";
import type { Database } from "../db.server";
import { activityEvents, type ActivityKind } from "../../../db/schema";

/**
 * Records a line of a creator's "activité de mes jeux" (ADR 049) as it happens; the daily digest mails it. The action
 * it follows is already done: a line that cannot be written is lost rather than turning that success into an error.
 */
export async function recordActivity(db: Database, event: { userId: string; kind: ActivityKind; title: string; detail?: string }, now = new Date()): Promise<void> {
  try {
    await db.insert(activityEvents).values({ id: randomId("ev"), userId: event.userId, kind: event.kind, title: event.title, detail: event.detail ?? "", createdAt: now });
  } catch (error) {
    console.warn("activity event not recorded", event.kind, error instanceof Error ? error.message : error);
  }
}
