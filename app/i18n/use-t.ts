import { useMatches, useRouteLoaderData } from "@remix-run/react";
import rosetta from "rosetta";
import { useMemo } from "react";
import type { LocaleCode } from "./locales";

type Messages = Record<string, unknown>;
type RootData = { locale: LocaleCode; messages: Messages };

/**
 * Every loader returns the namespaces its page needs under `messages`; the translator merges those of
 * all matched routes, so a page only ships its own texts to the browser.
 */
export function useT() {
  const matches = useMatches();
  const root = useRouteLoaderData<RootData>("root");
  const locale = root?.locale ?? "fr";
  return useMemo(() => {
    const tables = matches.map((m) => (m.data as { messages?: Messages } | undefined)?.messages);
    const merged: Messages = Object.assign({}, ...tables.filter(Boolean));
    const i18n = rosetta<Messages>({ [locale]: merged });
    i18n.locale(locale);
    function t(key: string, params?: Record<string, unknown>): string {
      const value = i18n.t(key, params as never);
      return typeof value === "string" && value !== "" ? value : key;
    }
    /** For structured texts (lists of sections) stored in the tables. */
    function tx<T>(key: string): T {
      return i18n.t(key) as unknown as T;
    }
    return { t, tx, locale };
  }, [locale, matches]);
}
