import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { currentUser, type CurrentUser } from "./session.server";

/** The account guard of spec section 4: a logged-out visitor goes to /connect?r={current path}. */
export async function requireUser(context: Pick<AppLoadContext, "db" | "cookies" | "env">, request: Request): Promise<CurrentUser> {
  const user = await currentUser(context);
  if (user) return user;
  const url = new URL(request.url);
  // The spec also clears local storage here; Clear-Site-Data does it before the next page runs any script.
  throw redirect(`/connect?r=${encodeURIComponent(url.pathname + url.search)}`, {
    headers: { "Clear-Site-Data": '"storage"' },
  });
}

/** The welcome guard: a logged-out visitor goes home. */
export async function requireUserForWelcome(context: Pick<AppLoadContext, "db" | "cookies" | "env">): Promise<CurrentUser> {
  const user = await currentUser(context);
  if (user) return user;
  throw redirect("/");
}
