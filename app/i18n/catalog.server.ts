import { LOCALES, type LocaleCode } from "./locales";
import { mergeMessages } from "./merge";
import { namespaces as registry } from "./messages";
import { record } from "../lib/observability/server-timing.server";

// A plain module, not import.meta.glob: that is Vite's alone and throws in the bundles wrangler and
// PartyKit make themselves (the worker entry's /v1 calls once all answered 500 that way).
const namespaces = new Map(Object.entries(registry));

// Merged once per isolate: the texts never change while it runs, and every page of a language merges the same ones.
const merged = new Map<string, Record<string, unknown>>();

/** The texts of one namespace for a site: the site's language, over French for anything missing. */
export function namespaceFor(locale: LocaleCode, name: string): Record<string, unknown> {
  const key = `${locale}:${name}`;
  const known = merged.get(key);
  if (known) return known;
  const ns = namespaces.get(name);
  if (!ns) throw new Error(`Unknown message namespace "${name}"`);
  const { language } = LOCALES[locale];
  let table = language === "fr" ? ns.fr : mergeMessages(ns.fr, ns[language]);
  if (locale === "ch" || locale === "be") table = mergeMessages(table, ns[locale] ?? {});
  merged.set(key, table);
  return table;
}

/**
 * The tables a page ships to the browser: a namespace ("catalogue"), or one part of it ("catalogue.rails") when
 * the page shows only that part: the texts travel in the page's data and are decoded before it hydrates.
 */
export function messagesFor(locale: LocaleCode, names: string[]): Record<string, Record<string, unknown>> {
  const start = performance.now();
  const tables: Record<string, Record<string, unknown>> = {};
  for (const name of names) {
    const [ns, part] = name.split(".", 2);
    const table = namespaceFor(locale, ns);
    tables[ns] = part === undefined ? table : { ...tables[ns], [part]: table[part] };
  }
  record("texts", performance.now() - start);
  return tables;
}

/** Server-side translation, for titles and texts built outside React (mails, meta, errors). */
export function translate(locale: LocaleCode, key: string, params: Record<string, string | number> = {}): string {
  const [ns, ...path] = key.split(".");
  let value: unknown = namespaceFor(locale, ns);
  for (const part of path) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== "string") return key;
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ""));
}
