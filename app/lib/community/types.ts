/** What the game page's community forms and their server share (no server code: components import it). */

/** The schema's eight reasons (db/schema/community.ts), repeated so the browser bundle holds no drizzle; reports.server.ts checks they agree. */
export const REPORT_REASONS = ["unplayable", "sexual", "violent", "hateful", "harassment", "dangerous", "child_abuse", "spam"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const COMMENT_MAX = 1000;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 2000;
export const REJECTION_MAX = 500;
export const REVIEWS_PER_PAGE = 10;

export type ReviewError = "notPlayed" | "guestsOff" | "own" | "rating" | "comment" | "exists" | "notFound" | "rateLimited";
export type ReportError = "login" | "reason" | "description" | "open" | "notFound" | "rateLimited";

/** The page action's answer to a review or report form, told apart from the reuse form's by `scope`. */
export type CommunityOutcome =
  | { scope: "review"; ok: true; done: "sent" | "edited" | "deleted" }
  | { scope: "review"; ok: false; error: ReviewError; values: { rating: string; comment: string } }
  | { scope: "report"; ok: true }
  | { scope: "report"; ok: false; error: ReportError; values: { reason: string; description: string } };

export type ReviewStatus = "pending" | "approved" | "rejected";
