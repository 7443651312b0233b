import type { MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse } from "@remix-run/react";
import { refusalText } from "./refusals";
import type { RootData } from "./root-data";
import { brandOf } from "./brand/use-brand";

type PageData = { title?: string; description?: string } | undefined;

/**
 * Every page's meta: its loader returns a localized `title` (and maybe `description`); the site name
 * comes from the root, so each locale gets its own `<title>`.
 */
export const pageMeta: MetaFunction = ({ data, matches, error }) => {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  const site = root?.siteName ?? "Escaplay";
  const common = root?.messages.common as
    | {
        meta: { description: string };
        notFound: { title: string };
        error: { title: string };
        refused: Record<string, { title: string }>;
      }
    | undefined;
  const page = data as PageData;
  let title = page?.title;
  if (error) {
    const refused = refusalText(error);
    if (isRouteErrorResponse(error) && error.status === 404) title = common?.notFound.title;
    else title = refused ? common?.refused[refused]?.title : common?.error.title;
  }
  // A white-label game's pages carry the company's name, never the platform's (ADR 041).
  const brand = brandOf(data);
  if (brand) {
    const named = [title, brand.name].filter(Boolean).join(" · ");
    return [{ title: named }, { name: "description", content: page?.description ?? brand.name }];
  }
  return [
    { title: title ? `${title} · ${site}` : site },
    { name: "description", content: page?.description ?? common?.meta.description ?? "" },
  ];
};
