import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LegalDocument } from "~/components/legal-document";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { useRootData } from "~/lib/root-data";
import styles from "~/styles/pages-b.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/** Change this date whenever the notice changes; the cookie list must match app/lib/cookies.ts. */
const UPDATED = "2026-11-27";

export async function loader({ context }: LoaderFunctionArgs) {
  return pageTexts(context, ["mentions-legales"], {
    title: "mentions-legales.title",
    description: "mentions-legales.description",
  });
}

export default function LegalNotice() {
  const supportEmail = useRootData()?.supportEmail ?? "support@escaplay.fr";
  return <LegalDocument ns="mentions-legales" updated={UPDATED} params={{ supportEmail }} />;
}
