import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { followReferralLink } from "~/lib/affiliation/link.server";

/** `/r/{code}`: an account's referral link (ADR 040). It keeps the code (with consent) and lands on the home page. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => followReferralLink(context, request, params.code);

export const action = (_: ActionFunctionArgs) => new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
