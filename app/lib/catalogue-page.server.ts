import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseCatalogueQuery, searchCatalogue } from "./catalogue.server";
import { pageTexts } from "./page.server";

/** The loader of /escape and /escape/search: the query lives in the URL. */
export async function loadCatalogue({ request, context }: LoaderFunctionArgs, titleKey: string) {
  const query = parseCatalogueQuery(new URL(request.url).searchParams);
  const games = await searchCatalogue(context.db, query, context.locale);
  return { ...pageTexts(context, ["catalogue"], { title: titleKey, description: "catalogue.description" }), games, query };
}
