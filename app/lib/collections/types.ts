/** What the workspace's collections section, the game page and the end screen share with their server (no server code). */

export const TITLE_MAX = 80;
export const SUMMARY_MAX = 500;

export const COLLECTION_INTENTS = [
  "createCollection",
  "renameCollection",
  "deleteCollection",
  "addChapter",
  "removeChapter",
  "moveChapterUp",
  "moveChapterDown",
] as const;
export type CollectionIntent = (typeof COLLECTION_INTENTS)[number];
export const isCollectionIntent = (intent: string): intent is CollectionIntent => (COLLECTION_INTENTS as readonly string[]).includes(intent);

export type CollectionError =
  | "plan"
  | "titleEmpty"
  | "titleTooLong"
  | "summaryTooLong"
  | "invalid"
  | "notFound"
  | "gameNotYours"
  | "gameTaken"
  | "alreadyFirst"
  | "alreadyLast";

export type CollectionDone = "created" | "renamed" | "deleted" | "added" | "removed" | "moved";

export type CollectionOutcome =
  | {
      scope: "collections";
      ok: true;
      intent: CollectionIntent;
      done: CollectionDone;
      title: string;
      collectionId: string | null;
      gameId: string | null;
      // After a move: the chapter's new place among how many.
      position: number | null;
      total: number | null;
    }
  | { scope: "collections"; ok: false; error: CollectionError; intent: string; collectionId: string | null; values: Record<string, string>; other: string | null };

/** A chapter as its creator manages it: whether players can see it now, and where. */
export type ManagedChapter = { gameId: string; title: string; position: number; online: boolean };
export type ManagedCollection = { id: string; title: string; summary: string; chapters: ManagedChapter[] };

/** The workspace's collections: `allowed` false for a plan without collections (it may still hold some from before). */
export type CollectionsSection = {
  allowed: boolean;
  collections: ManagedCollection[];
  // The creator's published games that are a chapter of no collection yet.
  candidates: { id: string; title: string }[];
};

/** A chapter as a player sees it: on the game page and the end screen. */
export type ChapterView = { id: string; title: string; position: number; href: string; playHref: string; won: boolean };

export type ChapterProgress = {
  collection: { id: string; title: string; summary: string };
  chapters: ChapterView[];
  currentId: string;
};

/** With the session just finished counted: the end screen knows it was won before the backend records it. */
export function withWon(progress: ChapterProgress, gameId: string): ChapterProgress {
  return { ...progress, chapters: progress.chapters.map((chapter) => (chapter.id === gameId ? { ...chapter, won: true } : chapter)) };
}

export const doneCount = (chapters: ChapterView[]) => chapters.filter((chapter) => chapter.won).length;

/** The next chapter not yet won: the first after the current one, else the first before it; null once all are won. */
export function nextChapter(chapters: ChapterView[], currentId: string): ChapterView | null {
  const at = chapters.findIndex((chapter) => chapter.id === currentId);
  const after = chapters.slice(at + 1).find((chapter) => !chapter.won && chapter.id !== currentId);
  return after ?? chapters.slice(0, Math.max(at, 0)).find((chapter) => !chapter.won) ?? null;
}
