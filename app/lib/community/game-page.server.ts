import { data, redirect, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import { reuseAction } from "../publish/import.server";
import { currentUser } from "../session.server";
import { latestReport, reportGame } from "./reports.server";
import { approvedReviews, deleteReview, ownReview, reviewGame, reviewRefusal, saveReview, type Reviewer } from "./reviews.server";
import type { CommunityOutcome } from "./types";
import { readForm } from "../form-request.server";

/**
 * The game page's community part: its approved reviews page by page (`?reviews=N`, plain links), the
 * viewer's own review with its status, whether they may write one, and the report form. The page
 * itself only calls `gameCommunity` and dispatches its posts through `communityAction`.
 */

/** The page number from `?reviews=`, 1 for anything that is not a positive whole number. */
export function reviewsPage(url: URL): number {
  const n = Number(url.searchParams.get("reviews"));
  return Number.isInteger(n) && n > 1 && n <= 10_000 ? n : 1;
}

async function reviewerOf(context: AppLoadContext): Promise<{ who: Reviewer; loggedIn: boolean }> {
  const user = await currentUser(context);
  return user ? { who: { userId: user.id, visitorId: null }, loggedIn: true } : { who: { userId: null, visitorId: context.visitorId }, loggedIn: false };
}

export async function gameCommunity(context: AppLoadContext, request: Request, gameId: string) {
  const page = reviewsPage(new URL(request.url));
  const [{ who, loggedIn }, list, game] = await Promise.all([reviewerOf(context), approvedReviews(context.db, gameId, page), reviewGame(context.db, gameId)]);
  // A visitor seen for the first time has played nothing yet: no need to look.
  const known = loggedIn || !context.newVisitor;
  const mine = game && known ? await ownReview(context.db, who, gameId) : null;
  const refusal = !game ? "notFound" : mine ? null : known ? await reviewRefusal(context.db, who, game) : game.guestReviews ? "notPlayed" : "guestsOff";
  return {
    ...list,
    page,
    mine,
    canReview: refusal === null,
    refusal,
    loggedIn,
    report: loggedIn && who.userId ? await latestReport(context.db, who.userId, gameId) : null,
  };
}

export type GameCommunity = Awaited<ReturnType<typeof gameCommunity>>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const STATUS = { notPlayed: 403, guestsOff: 403, own: 403, rating: 400, comment: 400, exists: 409, notFound: 404, rateLimited: 429, login: 401, reason: 400, description: 400, open: 409 } as const;

/**
 * The game page's posts: `intent=review|deleteReview|report` are the community's, anything else is
 * "Reuse this game". Every answer comes back to the same page, so the forms work without JavaScript.
 */
export async function communityAction(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  const form = await readForm(request);
  const intent = text(form, "intent");
  if (intent !== "review" && intent !== "deleteReview" && intent !== "report") return reuseAction(args);
  const gameId = params.id ?? "";
  const { who, loggedIn } = await reviewerOf(context);
  if (intent === "report") {
    if (!loggedIn || !who.userId) throw redirect(`/connect?r=${encodeURIComponent(`/escape/${gameId}`)}`);
    const values = { reason: text(form, "reason"), description: text(form, "description").slice(0, 4000) };
    const result = await reportGame(context.db, who.userId, gameId, values);
    return result.ok
      ? data<CommunityOutcome>({ scope: "report", ok: true })
      : data<CommunityOutcome>({ scope: "report", ok: false, error: result.error, values }, { status: STATUS[result.error] });
  }
  if (intent === "deleteReview") {
    await deleteReview(context.db, who, gameId);
    return data<CommunityOutcome>({ scope: "review", ok: true, done: "deleted" });
  }
  const values = { rating: text(form, "rating"), comment: text(form, "comment").slice(0, 4000) };
  const result = await saveReview(context.db, who, gameId, values);
  return result.ok
    ? data<CommunityOutcome>({ scope: "review", ok: true, done: result.done }, { status: result.done === "sent" ? 201 : 200 })
    : data<CommunityOutcome>({ scope: "review", ok: false, error: result.error, values }, { status: STATUS[result.error] });
}
