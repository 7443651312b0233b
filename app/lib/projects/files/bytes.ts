import { LOCALES, type LocaleCode } from "~/i18n/locales";
import { MB } from "../../plans";
import { numberFormat } from "../../intl-formats";

/** Sizes as the site writes them, in decimal units like the plans ("3,2 Mo" in French, "3.2 MB" in English). */
const UNIT: Record<string, [string, string, string]> = {
  fr: ["o", "ko", "Mo"],
  en: ["B", "kB", "MB"],
  de: ["B", "kB", "MB"],
  es: ["B", "kB", "MB"],
  it: ["B", "kB", "MB"],
};

export function formatBytes(bytes: number, locale: LocaleCode): string {
  const { language, locale: tag } = LOCALES[locale];
  const [b, kb, mb] = UNIT[language] ?? UNIT.en!;
  const number = (value: number) => numberFormat(tag, { maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1000 * MB) return `${number(bytes / (1000 * MB))} ${mb === "Mo" ? "Go" : "GB"}`;
  if (bytes >= MB) return `${number(bytes / MB)} ${mb}`;
  if (bytes >= 1000) return `${number(bytes / 1000)} ${kb}`;
  return `${bytes} ${b}`;
}
