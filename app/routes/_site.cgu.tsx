import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LegalDocument } from "~/components/legal-document";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { useRootData } from "~/lib/root-data";
import styles from "~/styles/pages-b.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/** Change this date whenever the wording of the terms changes. */
const UPDATED = "2026-11-24";

export async function loader({ context }: LoaderFunctionArgs) {
  return pageTexts(context, ["cgu"], { title: "cgu.title", description: "cgu.description" });
}

export default function TermsOfUse() {
  const supportEmail = useRootData()?.supportEmail ?? "support@escaplay.fr";
  return <LegalDocument ns="cgu" updated={UPDATED} params={{ supportEmail }} />;
}
