import { describe, expect, it } from "vitest";
import { LOCALES } from "../../app/i18n/locales";
import { formatRating } from "../../app/lib/numbers";

describe("ratings", () => {
  // Without Intl in the browser (app/lib/numbers.ts says why), so every site's output is checked against Intl's.
  it("are written as Intl writes them on every site, for every rating a page can show", () => {
    for (const { locale } of Object.values(LOCALES)) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (let tenths = 0; tenths <= 50; tenths++) {
        const rating = tenths / 10;
        expect(formatRating(rating, locale), `${locale} ${rating}`).toBe(intl.format(rating));
      }
    }
  });

  it("fall back to Intl for a locale no site uses", () => {
    expect(formatRating(4.7, "de-CH")).toBe(new Intl.NumberFormat("de-CH", { minimumFractionDigits: 1 }).format(4.7));
  });
});
