import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { startGoogleSignIn } from "~/lib/accounts/google.server";

/** "Sign in with Google": `/auth/google?r=/where/to/return`. A resource route, so no page renders. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return startGoogleSignIn(context, request, new URL(request.url).searchParams.get("r"));
}
