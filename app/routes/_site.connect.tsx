import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { AuthOpening } from "~/components/pages/auth-opening";
import { authPage } from "~/lib/auth-page.server";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => authPage(args, "pages.auth.connectTitle");

export default function ConnectPage() {
  return <AuthOpening />;
}
