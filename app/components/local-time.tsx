import { useSyncExternalStore } from "react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { dateFormat } from "~/lib/intl-formats";

/**
 * A moment shown in the viewer's time zone. The server does not know it: it renders the moment in UTC, saying so,
 * and hydration reads the same (React takes the server snapshot while hydrating); right after, the browser's zone
 * replaces it, with no hydration mismatch. A client-side navigation renders the browser's zone at once.
 * The `<time dateTime>` carries the exact moment whatever the text.
 */

const noChange = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const serverZone = () => null;

/** The browser's time zone, or null on the server and during hydration. */
export function useViewerTimeZone(): string | null {
  return useSyncExternalStore(noChange, browserZone, serverZone);
}

type Options = Pick<Intl.DateTimeFormatOptions, "dateStyle" | "timeStyle">;

export function LocalTime({ ms, options = { dateStyle: "medium", timeStyle: "short" } }: { ms: number; options?: Options }) {
  const { locale } = useT();
  const zone = useViewerTimeZone();
  const bcp = LOCALES[locale].locale;
  const text = zone ? dateFormat(bcp, { ...options, timeZone: zone }).format(ms) : `${dateFormat(bcp, { ...options, timeZone: "UTC" }).format(ms)} UTC`;
  return (
    <time dateTime={new Date(ms).toISOString()} data-zone={zone ?? "UTC"}>
      {text}
    </time>
  );
}
