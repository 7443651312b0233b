import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readFormFields } from "../form-request.server";
import { notFound, pageTexts } from "../page.server";
import { cancelCommission, ledgersByReferrer, LEDGER_LIMIT, markPaid, type PayoutError } from "./commissions.server";
import { staffFormToken, validStaffFormToken } from "./staff-form-token.server";
import { requireStaff } from "./staff.server";

/**
 * /admin/affiliation (ADR 040): the commissions ledger by referrer and the payouts. Admins only: a moderator, like
 * anyone else, gets the site's 404 for the page and its posts. The form token is checked before anything else.
 */

export async function affiliationLoader({ context }: LoaderFunctionArgs) {
  await requireStaff(context, "admin");
  return {
    ...pageTexts(context, [], { title: "admin.affiliation.title" }),
    ledgers: await ledgersByReferrer(context.db),
    limit: LEDGER_LIMIT,
    token: await staffFormToken(context),
  };
}

export const PAYOUT_INTENTS = ["markPaid", "cancel"] as const;
export type PayoutIntent = (typeof PAYOUT_INTENTS)[number];
export type PayoutOutcome = { ok: true; done: PayoutIntent; at: number } | { ok: false; error: PayoutError | "token"; at: number };

const STATUS: Record<PayoutError | "token", number> = { reason: 400, gone: 404, nothing: 409, token: 403 };

export async function affiliationAction({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context, "admin");
  const form = await readFormFields(request);
  const intent = PAYOUT_INTENTS.find((name) => name === form.intent);
  if (!intent) notFound();
  const at = Date.now();
  if (!(await validStaffFormToken(context, form.token))) return data<PayoutOutcome>({ ok: false, error: "token", at }, { status: STATUS.token });
  const result = intent === "markPaid" ? await markPaid(context.db, staff, form) : await cancelCommission(context.db, staff, form);
  return result.ok ? data<PayoutOutcome>({ ok: true, done: intent, at }) : data<PayoutOutcome>({ ok: false, error: result.error, at }, { status: STATUS[result.error] });
}
