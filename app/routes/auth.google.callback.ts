import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { finishGoogleSignIn } from "~/lib/accounts/google.server";

/** Where the OpenID provider sends the browser back (the redirect URI registered for the client). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return finishGoogleSignIn(context, request);
}
