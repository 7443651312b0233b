import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { openPortal } from "~/lib/billing/checkout.server";
import { discardBody } from "~/lib/form-request.server";

/**
 * The subscription tab's "manage" button: Stripe's customer portal for the account's customer (change the card,
 * switch period, cancel, resume), returning to the tab (ADR 037). 303: the next page is fetched with GET.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await discardBody(request);
  return redirect(await openPortal(context, request), 303);
}

export const loader = () => redirect("/account?tab=subscription");
