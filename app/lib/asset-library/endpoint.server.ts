import type { AppLoadContext } from "@remix-run/cloudflare";
import * as v from "valibot";
import { translate } from "~/i18n/catalog.server";
import { LOCALES } from "~/i18n/locales";
import { LIBRARY_KINDS } from "./catalog";
import { searchLibrary, type LibraryResult } from "./search";

/**
 * GET /resources/asset-library?q=&kind= (issue 27, ADR 046): the library's assets matching the words typed, in
 * the request's site language, for the studio's library dialog. Open to anyone: the files themselves are public
 * static files and the catalogue holds nothing personal, so asking for a session would only cost a database read
 * per keystroke. Refusals are `{ error, message }` in the site's language with status 400.
 */

export const QUERY_MAX = 80;

const QuerySchema = v.strictObject({
  q: v.optional(v.pipe(v.string(), v.maxLength(QUERY_MAX, "query")), ""),
  kind: v.optional(v.picklist(LIBRARY_KINDS, "kind")),
});

export type LibraryAnswer = { language: string; results: LibraryResult[] };

type Context = Pick<AppLoadContext, "locale">;

export function libraryLoader(context: Context, request: Request): Response {
  const params = new URL(request.url).searchParams;
  const input: Record<string, string> = {};
  // A repeated or unknown parameter is a malformed request, not a reason to guess.
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    input[key] = values.length === 1 ? values[0] : "\u0000";
  }
  const parsed = v.safeParse(QuerySchema, input);
  if (!parsed.success) {
    const issue = parsed.issues[0]?.message;
    const error = issue === "query" || issue === "kind" ? issue : "invalid";
    return Response.json({ error, message: translate(context.locale, `studio.library.errors.${error}`, { max: QUERY_MAX }) }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const language = LOCALES[context.locale].language;
  const results = searchLibrary({ query: parsed.output.q, language, kind: parsed.output.kind });
  const body: LibraryAnswer = { language, results };
  // The answer depends on the site (host or language cookie), so shared caches must keep the two apart.
  return Response.json(body, { headers: { "Cache-Control": "private, max-age=300", Vary: "Host, Cookie", "Content-Language": LOCALES[context.locale].lang } });
}
