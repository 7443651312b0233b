import { describe, expect, it } from "vitest";
import { anniversaryAt, LAUNCH_DATE, RELEASES } from "../../app/lib/releases";

describe("the first anniversary", () => {
  it("counts from the first release", () => {
    expect(LAUNCH_DATE).toBe(RELEASES.map((r) => r.date).sort()[0]);
  });

  it("is a countdown of whole days before its day, and reached from that day on", () => {
    expect(anniversaryAt(Date.parse("2026-11-24T12:00:00Z"), "2026-03-09")).toEqual({ launch: "2026-03-09", first: "2027-03-09", daysLeft: 105, reached: false });
    expect(anniversaryAt(Date.parse("2027-03-08T23:59:00Z"), "2026-03-09")).toMatchObject({ daysLeft: 1, reached: false });
    expect(anniversaryAt(Date.parse("2027-03-09T00:00:00Z"), "2026-03-09")).toMatchObject({ daysLeft: 0, reached: true });
    expect(anniversaryAt(Date.parse("2028-01-01T00:00:00Z"), "2026-03-09")).toMatchObject({ daysLeft: 0, reached: true });
  });
});
