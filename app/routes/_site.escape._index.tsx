import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CataloguePage } from "~/components/catalogue-page";
import { loadCatalogue } from "~/lib/catalogue-page.server";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => loadCatalogue(args, "catalogue.title", true);

export default function Catalogue() {
  return <CataloguePage action="/escape" heading="catalogue.title" />;
}
