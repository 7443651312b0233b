import { describe, expect, it } from "vitest";
import { formatDuration, formatPercent } from "../../app/lib/durations";

// ICU puts no-break spaces between numbers and units; the tests compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("a length of time in the site's language", () => {
  it.each([
    ["fr-FR", "12 min 5 s"],
    ["de-DE", "12 Min. 5 Sek."],
    ["en-GB", "12 mins 5 secs"],
    ["es-ES", "12 min 5 s"],
    ["it-IT", "12 min 5 s"],
  ])("is written the %s way", (locale, expected) => {
    expect(plain(formatDuration(725, locale))).toBe(expected);
  });

  it("leaves out the parts that are zero, but never says nothing", () => {
    expect(plain(formatDuration(600, "fr-FR"))).toBe("10 min");
    expect(plain(formatDuration(45, "de-DE"))).toBe("45 Sek.");
    expect(plain(formatDuration(0, "en-GB"))).toBe("0 secs");
  });

  it("counts hours past the hour and rounds a fractional average", () => {
    expect(plain(formatDuration(3725, "fr-FR"))).toBe("1 h 2 min 5 s");
    expect(plain(formatDuration(3600, "de-DE"))).toBe("1 Std.");
    expect(plain(formatDuration(89.6, "en-GB"))).toBe("1 min 30 secs");
  });
});

describe("a success rate in the site's language", () => {
  it("uses the locale's percent sign and spacing", () => {
    expect(plain(formatPercent(45, "fr-FR"))).toBe("45 %");
    expect(plain(formatPercent(45, "en-GB"))).toBe("45%");
    expect(plain(formatPercent(62.5, "de-DE"))).toBe("62,5 %");
  });
});
