import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { messagesFor } from "~/i18n/catalog.server";
import { readForm } from "../form-request.server";
import { notFound, pageTexts } from "../page.server";
import { accountDetail, findAccounts, SEARCH_LIMIT } from "./accounts.server";
import { auditLog } from "./audit.server";
import { paymentsFor } from "../billing/payments.server";
import { paymentsOf } from "./payments.server";
import { endPlan, grantPlan, grantsOf } from "./plan-grants.server";
import { roleAllows, type StaffNeed } from "./roles";
import { ACTION_STATUS, banAccount, unbanAccount, type ActionError } from "./sanctions.server";
import { staffFormToken, validStaffFormToken } from "./staff-form-token.server";
import { requireStaff } from "./staff.server";

/**
 * The back office's loaders and actions (ADR 038). Each one checks the role itself (Remix runs a layout's loader
 * beside its children's, never before them, and not at all for an action): moderators reach the accounts and bans,
 * admins also the plans and the audit log; anyone else gets a 404.
 */

const TEXTS = ["admin"];
// Under the layout, a page names no namespace of its own: the layout already sent them.
const OWN: string[] = [];

/** The layout holds the namespace and the navigation's role for every page under /admin. */
export async function adminLayoutLoader({ context }: LoaderFunctionArgs) {
  const staff = await requireStaff(context, "staff");
  return { role: staff.staffRole, messages: messagesFor(context.locale, TEXTS) };
}

export async function searchLoader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context, "staff");
  const query = new URL(request.url).searchParams.get("q") ?? "";
  const found = query.trim() ? await findAccounts(context.db, query) : null;
  return { ...pageTexts(context, OWN, { title: "admin.title" }), query, found, searched: Boolean(query.trim()), limit: SEARCH_LIMIT };
}

export async function accountLoader({ params, context }: LoaderFunctionArgs) {
  const staff = await requireStaff(context, "staff");
  const account = await accountDetail(context.db, params.id ?? "");
  if (!account) notFound();
  const admin = roleAllows(staff.staffRole, "admin");
  // Plans, payments and the audit log are the admin's alone (ADR 038).
  const [grants, payments, audit] = admin
    ? await Promise.all([grantsOf(context.db, account.id), paymentsOf(context.db, account.id), auditLog(context.db, account.id)])
    : [null, null, null];
  return {
    ...pageTexts(context, OWN, { title: "admin.account.title", params: { name: account.username } }),
    account,
    self: account.id === staff.id,
    admin,
    grants,
    payments,
    audit,
    token: await staffFormToken(context),
  };
}

export async function auditLoader({ context }: LoaderFunctionArgs) {
  await requireStaff(context, "admin");
  return { ...pageTexts(context, OWN, { title: "admin.audit.title" }), lines: await auditLog(context.db) };
}

/**
 * The pages without forms still answer a POST as a stranger sees it: 404 for anyone but staff (Remix's own 405
 * would say the address exists), 405 for staff.
 */
export function noFormAction(need: StaffNeed) {
  return async ({ context }: ActionFunctionArgs): Promise<Response> => {
    await requireStaff(context, need);
    return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  };
}

export const ACCOUNT_INTENTS = ["ban", "unban", "grantPlan", "endPlan"] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];
export type AccountOutcome = { ok: true; done: AccountIntent; at: number } | { ok: false; error: ActionError | "token"; at: number };

const ADMIN_ONLY: readonly AccountIntent[] = ["grantPlan", "endPlan"];

export async function accountAction({ request, params, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context, "staff");
  const form = await readForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = field("intent") as AccountIntent;
  // What the role does not reach is not there at all, exactly as for a stranger.
  if (!ACCOUNT_INTENTS.includes(intent) || (ADMIN_ONLY.includes(intent) && !roleAllows(staff.staffRole, "admin"))) notFound();
  const at = Date.now();
  if (!(await validStaffFormToken(context, field("token")))) return data<AccountOutcome>({ ok: false, error: "token", at }, { status: ACTION_STATUS.token });
  const target = params.id ?? "";
  const input = { reason: field("reason"), plan: field("plan"), endsOn: field("endsOn") };
  const result =
    intent === "ban"
      ? await banAccount(context.db, staff, target, input)
      : intent === "unban"
        ? await unbanAccount(context.db, staff, target, input)
        : intent === "grantPlan"
          ? await grantPlan(context.db, staff, target, input)
          : await endPlan(context.db, staff, target, input, { payments: () => paymentsFor(context) });
  return result.ok
    ? data<AccountOutcome>({ ok: true, done: intent, at })
    : data<AccountOutcome>({ ok: false, error: result.error, at }, { status: ACTION_STATUS[result.error] });
}
