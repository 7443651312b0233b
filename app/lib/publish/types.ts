import type { IssueText } from "~/i18n/engine-issues";

/** What the project page's publish section and its server share (no server code: the page imports it). */

export const PUBLISH_INTENTS = ["publish", "unpublish"] as const;
export type PublishIntent = (typeof PUBLISH_INTENTS)[number];

/** The most players a game may ask for: what a multiplayer session accepts (app/lib/play/types.ts). */
export const MAX_PLAYERS_CAP = 50;

/** Every field of the publish form, by its form name. */
export const SETTING_FIELDS = [
  "title",
  "summary",
  "language",
  "theme",
  "difficulty",
  "solo",
  "multi",
  "minPlayers",
  "maxPlayers",
  "access",
  "accessKey",
  "visibility",
  "recommendedAge",
  "playMinutes",
  "hintRechargeSeconds",
  "skillSearch",
  "skillManipulation",
  "skillReflection",
  "allowReuse",
  "guestReviews",
] as const;
export type SettingField = (typeof SETTING_FIELDS)[number];

export type PublishSettings = {
  title: string;
  summary: string;
  language: "fr" | "de" | "en" | "es" | "it";
  theme: "adventure" | "fantastic" | "horror" | "investigation";
  difficulty: "easy" | "medium" | "hard";
  solo: boolean;
  multi: boolean;
  minPlayers: number;
  maxPlayers: number;
  access: "open" | "account" | "key";
  visibility: "public" | "private";
  recommendedAge: number;
  playMinutes: number;
  hintRechargeSeconds: number;
  skillSearch: number;
  skillManipulation: number;
  skillReflection: number;
  allowReuse: boolean;
  guestReviews: boolean;
};

/** Field errors are codes, worded by the page in the site's language. */
export type SettingError =
  | "titleEmpty"
  | "titleTooLong"
  | "summaryTooLong"
  | "choice"
  | "number"
  | "noMode"
  | "playersOrder"
  | "multiNeedsTwo"
  | "keyNeeded"
  | "keyLength"
  | "privateNeedsPro";

export type PublishError = "settings" | "draft" | "conflict" | "notPublished" | "notFound" | "hidden";

export type PublishedGame = {
  id: string;
  version: number;
  status: "online" | "offline";
  visibility: "public" | "private" | "unlisted";
  publishedAt: number;
  hasKey: boolean;
  type: "classic" | "interface" | "360";
  /** A moderator's note when the game is hidden (ADR 028): republishing is refused until it is lifted. */
  hiddenReason: string | null;
};

/** The publish section's data: the game if published, the draft's problems, the form's values and code. */
export type PublishSection = {
  projectId: string;
  game: PublishedGame | null;
  problems: IssueText[];
  settings: PublishSettings;
  /** The update/publish code (ADR 017): the published state the form was opened on. */
  code: string;
  /** The private game's share link (/sh/{id}), absolute so it can be copied and sent. */
  shareUrl: string | null;
  canSharePrivately: boolean;
};

export type PublishOutcome =
  | { scope: "publish"; ok: true; done: "published" | "unpublished"; version: number }
  | {
      scope: "publish";
      ok: false;
      error: PublishError;
      fields: Partial<Record<SettingField, SettingError>>;
      problems: IssueText[];
      values: Record<string, string>;
      /** On a conflict: the version published meanwhile and the code to publish over it knowingly. */
      conflict?: { version: number; code: string };
    };

export type ImportError = "notFound" | "notAllowed" | "quota";

/** The game page's answer to "Reuse this game". */
export type ReuseOutcome =
  | { scope: "reuse"; ok: true; title: string; path: string }
  | { scope: "reuse"; ok: false; error: ImportError; limit: number | null };
