import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { startCheckout } from "~/lib/billing/checkout.server";
import { readFormFields } from "~/lib/form-request.server";

/**
 * The buy buttons (`plan`, `period`) post here; the browser then goes to the checkout, to registration first, or
 * back to /plans with the reason it cannot buy (ADR 037). 303: the next page is fetched with GET.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await startCheckout(context, request, await readFormFields(request));
  if (result.kind === "redirect") return redirect(result.to, 303);
  return redirect(`/plans?checkout=${result.reason}`, 303);
}

export const loader = () => redirect("/plans");
