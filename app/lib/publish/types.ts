import type { WhiteLabelSection } from "../brand/company";
import type { IssueText } from "~/i18n/engine-issues";

/** What the project page's publish section and its server share (no server code: the page imports it). */

export const PUBLISH_INTENTS = ["publish", "unpublish"] as const;
export type PublishIntent = (typeof PUBLISH_INTENTS)[number];

/**
 * Every field of the publish form, by its form name: only what is about publishing. What the game is
 * (title, language, difficulty, players...) is set once, in the editor's game settings, and read from
 * the draft when it is published.
 */
export const SETTING_FIELDS = ["access", "accessKey", "visibility", "allowReuse", "guestReviews"] as const;
export type SettingField = (typeof SETTING_FIELDS)[number];

export const ACCESS_CHOICES = ["open", "account", "key"] as const;
export type Access = (typeof ACCESS_CHOICES)[number];

/** How the game is published: who may play it, where it is listed, what players may do with it. */
export type PublishSettings = {
  access: Access;
  visibility: "public" | "private";
  allowReuse: boolean;
  guestReviews: boolean;
};

/** The game's own settings as the draft states them (its meta), as the catalogue stores them. */
export type GameSettings = {
  title: string;
  summary: string;
  /** The draft's locale (ch and be included); the catalogue's language is its base language. */
  locale: string;
  language: "fr" | "de" | "en" | "es" | "it";
  theme: "adventure" | "fantastic" | "horror" | "investigation";
  difficulty: "easy" | "medium" | "hard";
  solo: boolean;
  multi: boolean;
  minPlayers: number;
  maxPlayers: number;
  recommendedAge: number;
  playMinutes: number;
  hintRechargeSeconds: number;
  skillSearch: number;
  skillManipulation: number;
  skillReflection: number;
};

/** Field errors are codes, worded by the page in the site's language. */
export type SettingError = "choice" | "keyNeeded" | "keyLength" | "privateNeedsPro";

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

/** The publish section's data: the game if published, the draft's problems and settings, the form's values and code. */
export type PublishSection = {
  projectId: string;
  game: PublishedGame | null;
  problems: IssueText[];
  /** What the draft says the game is (null while the draft cannot be read): shown, changed in the editor. */
  gameSettings: GameSettings | null;
  /** What the published game says now (its locale is its language): the next publish replaces what differs. */
  onlineSettings: GameSettings | null;
  /** The catalogue cover, chosen with the game's look in the editor's settings; the game takes it when published. */
  cover: string | null;
  settings: PublishSettings;
  /** The update/publish code (ADR 017): the published state the form was opened on. */
  code: string;
  /** The private game's share link (/sh/{id}), absolute so it can be copied and sent. */
  shareUrl: string | null;
  canSharePrivately: boolean;
  /** White label (ADR 041): whether the owner's plan allows it, and the project's choice. */
  whiteLabel: WhiteLabelSection;
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
