import { describe, expect, it } from "vitest";
import {
  formatPrice,
  formatStorage,
  PLANS,
  planForGrade,
  planPrice,
  REVIEW_BONUS_BYTES,
  teacherPrice,
  YEARLY_DISCOUNT,
  yearlyPrice,
  yearlySaving,
} from "../../app/lib/plans";

// Pure module, no Node API: this file also runs inside workerd.

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("yearly billing", () => {
  it("saves 16 percent on twelve months, rounded to the cent", () => {
    expect(YEARLY_DISCOUNT).toBe(0.16);
    expect(yearlyPrice(799)).toBe(8054); // 12 × 7.99 × 0.84 = 80.5392
    expect(yearlyPrice(499)).toBe(5030); // 50.2992
    expect(yearlyPrice(790)).toBe(7963); // 79.632
    expect(yearlyPrice(100)).toBe(1008);
    expect(yearlyPrice(0)).toBe(0);
  });

  it("never costs more than paying monthly", () => {
    for (const cents of [1, 99, 499, 799, 1234, 99_999]) {
      expect(yearlyPrice(cents)).toBeLessThan(cents * 12);
      expect(yearlySaving(cents)).toBe(cents * 12 - yearlyPrice(cents));
    }
  });
});

describe("plan prices", () => {
  it("prices Pro monthly or yearly, in euros and Swiss francs", () => {
    expect(planPrice("pro", "month", "EUR")).toEqual({ cents: 799, period: "month" });
    expect(planPrice("pro", "year", "EUR")).toEqual({ cents: 8054, period: "year" });
    expect(planPrice("pro", "month", "CHF")).toEqual({ cents: 790, period: "month" });
  });

  it("sells Company yearly only and Education on request", () => {
    expect(planPrice("company", "month", "EUR")).toEqual({ cents: 49_000, period: "year" });
    expect(planPrice("company", "year", "CHF")).toEqual({ cents: 48_000, period: "year" });
    expect(planPrice("education", "month", "EUR")).toBeNull();
    expect(planPrice("basic", "year", "EUR")).toEqual({ cents: 0, period: "year" });
  });

  it("offers teachers Pro at 4.99 euros a month", () => {
    expect(teacherPrice("month", "EUR")).toEqual({ cents: 499, period: "month" });
    expect(teacherPrice("year", "EUR")).toEqual({ cents: 5030, period: "year" });
  });

  it("formats prices for the site's locale", () => {
    expect(spaces(formatPrice(799, "EUR", "fr-FR"))).toBe("7,99 €");
    expect(spaces(formatPrice(49_000, "EUR", "fr-FR"))).toBe("490 €");
    expect(spaces(formatPrice(799, "EUR", "en-GB"))).toBe("€7.99");
    expect(spaces(formatPrice(790, "CHF", "fr-CH"))).toMatch(/^(7\.90 CHF|CHF 7\.90)$/);
  });
});

describe("plan limits", () => {
  it("matches the table of spec section 6", () => {
    expect(PLANS.basic.limits).toEqual({ projects: 3, storageBytes: 10_000_000, collaboratorsPerProject: 2, aiImagesPerMonth: 0, seats: 0 });
    expect(PLANS.pro.limits).toEqual({ projects: null, storageBytes: 1_000_000_000, collaboratorsPerProject: 10, aiImagesPerMonth: 50, seats: 0 });
    expect(PLANS.education.limits).toEqual({ projects: null, storageBytes: 250_000_000, collaboratorsPerProject: 10, aiImagesPerMonth: 40, seats: 0 });
    // Seats are the Company plan's own (issue 26, ADR 043): the spec's table has no column for them.
    expect(PLANS.company.limits).toEqual({ ...PLANS.pro.limits, aiImagesPerMonth: 100, seats: 10 });
    expect(PLANS.company.features).toEqual(expect.arrayContaining(["whiteLabel", "customDomain", "privateSharing"]));
    expect(PLANS.basic.features).not.toContain("privateSharing");
  });

  it("grants 0.05 MB of storage for a review", () => {
    expect(REVIEW_BONUS_BYTES).toBe(50_000);
    expect(Number.isInteger(REVIEW_BONUS_BYTES)).toBe(true);
  });

  it("maps account grades to their plan", () => {
    expect(planForGrade(0).id).toBe("basic");
    expect(planForGrade(1).id).toBe("basic");
    expect(planForGrade(3).id).toBe("pro");
    expect(planForGrade(5).id).toBe("pro");
    expect(planForGrade(4).id).toBe("education");
    expect(planForGrade(6).id).toBe("company");
    expect(planForGrade(-1).id).toBe("basic");
  });

  it("writes storage in round units", () => {
    expect(spaces(formatStorage(10_000_000, "en-GB"))).toBe("10 MB");
    expect(spaces(formatStorage(1_000_000_000, "en-GB"))).toBe("1 GB");
    expect(spaces(formatStorage(250_000_000, "fr-FR"))).toBe("250 Mo");
  });
});
