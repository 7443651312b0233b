/** What the workspace page and its server share (no server code: the page imports it). */

export type ProjectType = "classic" | "interface" | "360";

/** A starting point offered by the "Nouveau projet" form: a template made for a use, or a demo game. */
export type StarterChoice =
  | { kind: "template"; id: string; type: ProjectType; use: string; title: string; summary: string }
  | { kind: "demo"; id: string; type: ProjectType; title: string };

export type ProjectError = "titleEmpty" | "titleTooLong" | "type" | "starter" | "quota" | "notFound";

/** `cover`: the URL of the cover image chosen among the project's files (ADR 016), or null. */
/** Where a project's published game stands (null: never published, or removed). */
export type GameState = "online" | "offline" | "hidden";

/** `results`: the published game's id and how many of its sessions were finished (the results page's figure). */
export type ProjectResults = { gameId: string; finished: number };

export type ProjectRow = {
  id: string;
  type: ProjectType;
  title: string;
  updatedAt: number;
  deletedAt: number | null;
  cover: string | null;
  game: GameState | null;
  results: ProjectResults | null;
};

export type WorkspaceDone = "created" | "renamed" | "duplicated" | "deleted" | "restored";

export type WorkspaceOutcome =
  | { ok: true; done: WorkspaceDone; title: string; id: string }
  | { ok: false; error: ProjectError; intent: string; id: string | null; limit: number | null; values: Record<string, string> };
