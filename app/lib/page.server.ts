import type { AppLoadContext } from "@remix-run/cloudflare";
import { messagesFor, translate } from "~/i18n/catalog.server";

/**
 * What every page loader returns besides its data: its texts (only the namespaces it names) and its
 * localized title and description for <head>.
 */
export function pageTexts(
  context: AppLoadContext,
  namespaces: string[],
  keys: { title: string; description?: string; params?: Record<string, string | number> },
) {
  return {
    messages: messagesFor(context.locale, namespaces),
    title: translate(context.locale, keys.title, keys.params),
    description: keys.description ? translate(context.locale, keys.description, keys.params) : undefined,
  };
}

/** A 404 for data that does not exist; the layout's boundary renders the spec's not-found page. */
export function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}
