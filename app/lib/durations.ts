import { numberFormat } from "./intl-formats";

/**
 * A length of time for people, in the site's locale: "12 min 5 s", "12 Min. 5 Sek.", "1 h 5 min".
 * Intl.NumberFormat's units rather than Intl.DurationFormat: workerd has the latter but browsers only
 * lately (Firefox from 136), and the page must read the same rendered on the server and hydrated.
 */
export function formatDuration(totalSeconds: number, locale: string): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const unit = (name: "hour" | "minute" | "second", value: number) =>
    numberFormat(locale, { style: "unit", unit: name, unitDisplay: "short" }).format(value);
  const parts: string[] = [];
  if (hours) parts.push(unit("hour", hours));
  if (minutes) parts.push(unit("minute", minutes));
  if (rest || parts.length === 0) parts.push(unit("second", rest));
  return parts.join(" ");
}

/** A share from 0 to 100 as the locale writes percentages ("45 %", "45%", "45 %"). */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(percent / 100);
}
