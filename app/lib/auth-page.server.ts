import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageTexts } from "./page.server";
import { safeReturnPath } from "./safe-path";

/** Shared loader of the account entry pages; `r` is kept only when it is a same-site path. */
export function authPage({ request, context }: LoaderFunctionArgs, heading: string) {
  const r = new URL(request.url).searchParams.get("r");
  const returnPath = r ? safeReturnPath(r, "") || null : null;
  return { ...pageTexts(context, ["pages"], { title: heading, description: "pages.auth.description" }), heading, returnPath };
}
