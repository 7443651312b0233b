import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageTexts } from "../page.server";
import type { StaffRole } from "../admin/roles";
import { requireStaff } from "../admin/staff.server";
import { approveReview, dismissReports, hideGame, moderationQueue, rejectReview, type DecisionError, type Moderator } from "./moderation.server";
import { readForm } from "../form-request.server";

/** /moderation (ADR 028): a 404 for anyone but a moderator, so the page's existence is not advertised. */

export const MODERATION_INTENTS = ["approve", "reject", "hide", "dismiss"] as const;
export type ModerationIntent = (typeof MODERATION_INTENTS)[number];
export type ModerationOutcome = { ok: true; done: ModerationIntent } | { ok: false; error: DecisionError; intent: ModerationIntent; target: string };

/** Both staff roles work the queue (ADR 038); the role read on this request, never from the cookie. */
async function moderatorOf(context: AppLoadContext): Promise<Moderator & { role: StaffRole }> {
  const staff = await requireStaff(context, "staff");
  return { id: staff.id, role: staff.staffRole };
}

export async function moderationLoader({ context }: LoaderFunctionArgs) {
  const moderator = await moderatorOf(context);
  // The back office's namespace too: the queue is one of its sections and shows its navigation.
  const texts = pageTexts(context, ["moderation", "reports", "admin"], { title: "moderation.title" });
  return { ...texts, role: moderator.role, ...(await moderationQueue(context.db, moderator)) };
}

const STATUS: Record<DecisionError, number> = { own: 403, gone: 409, reason: 400, note: 400 };

export async function moderationAction({ request, context }: ActionFunctionArgs) {
  const moderator = await moderatorOf(context);
  const form = await readForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = field("intent");
  if (!(MODERATION_INTENTS as readonly string[]).includes(intent)) return data<ModerationOutcome>({ ok: false, error: "gone", intent: "approve", target: "" }, { status: 400 });
  const origin = new URL(request.url).origin;
  const target = intent === "approve" || intent === "reject" ? field("reviewId") : field("gameId");
  const result =
    intent === "approve"
      ? await approveReview(context.db, moderator, target)
      : intent === "reject"
        ? await rejectReview(context, moderator, target, field("reason"), origin)
        : intent === "hide"
          ? await hideGame(context, moderator, target, field("note"), origin)
          : await dismissReports(context.db, moderator, target);
  const chosen = intent as ModerationIntent;
  return result.ok
    ? data<ModerationOutcome>({ ok: true, done: chosen })
    : data<ModerationOutcome>({ ok: false, error: result.error, intent: chosen, target }, { status: STATUS[result.error] });
}
