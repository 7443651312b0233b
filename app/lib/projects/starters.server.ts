import { DEMO_GAME_IDS, type DemoGameId } from "~/engine/demo-games";
import type { GameType } from "~/engine";

/**
 * The starters a project can begin from: the seeded demo games, one definition per id. They hold every
 * answer, which is fine in the creator's own draft, but this module stays on the server: the page only
 * receives the ids, types and titles.
 */
export type Starter = { id: DemoGameId; type: GameType; title: string };

export const STARTERS: Starter[] = (Object.keys(DEMO_GAME_IDS) as DemoGameId[]).map((id) => ({
  id,
  type: DEMO_GAME_IDS[id].definition.meta.type,
  title: DEMO_GAME_IDS[id].definition.meta.title,
}));

export function isStarterId(id: string): id is DemoGameId {
  return Object.hasOwn(DEMO_GAME_IDS, id);
}

/** The starter's definition as the draft's first JSON, renamed after the new project. */
export function starterDraft(id: DemoGameId, title: string): string {
  const definition = DEMO_GAME_IDS[id].definition;
  return JSON.stringify({ ...definition, meta: { ...definition.meta, title } });
}
