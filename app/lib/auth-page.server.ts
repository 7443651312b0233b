import { redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { googleConfigured } from "./accounts/google.server";
import { pageTexts } from "./page.server";
import { safeReturnPath } from "./safe-path";
import { currentUser } from "./session.server";

/** The `r` query of /join and /connect, kept only when it is a same-site path. */
export function returnPathOf(request: Request): string | null {
  const r = new URL(request.url).searchParams.get("r");
  return r ? safeReturnPath(r, "") || null : null;
}

/** Shared loader data of the account entry pages: the `auth` texts, the page's title, the return path. */
export function authPage({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">, page: "join" | "connect" | "reset") {
  return {
    ...pageTexts(context, ["auth"], { title: `auth.${page}.title`, description: `auth.${page}.description` }),
    returnPath: returnPathOf(request),
    // Offered only where it works: a "Continue with Google" that can only answer "unavailable" is a dead end.
    google: googleConfigured(context.env),
  };
}

/** Someone already signed in has nothing to do on /join or /connect: on to where they were going. */
export async function redirectSignedIn(context: AppLoadContext, request: Request): Promise<void> {
  if (await currentUser(context)) throw redirect(returnPathOf(request) ?? "/");
}

/** Where a successful form goes: the posted `r` when it is same-site, otherwise home. */
export function returnPathFrom(form: FormData): string {
  const r = form.get("r");
  return safeReturnPath(typeof r === "string" ? r : "", "/");
}

/** The text fields to give back to a form that failed, so the person need not type them again (never passwords). */
export function keptValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "").slice(0, 300)]));
}
