import { describe, expect, it } from "vitest";
import { memo } from "../../app/lib/memo.server";

describe("the short-lived cache of the home page's figures", () => {
  it("reuses a value until it expires, then loads again", async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await memo("k1", 1000, load, 0)).toBe(1);
    expect(await memo("k1", 1000, load, 999)).toBe(1);
    expect(await memo("k1", 1000, load, 1000)).toBe(2);
  });

  it("never caches with a zero lifetime", async () => {
    let loads = 0;
    await memo("k2", 0, async () => ++loads);
    await memo("k2", 0, async () => ++loads);
    expect(loads).toBe(2);
  });

  it("does not keep a failed load", async () => {
    const failing = async (): Promise<string> => {
      throw new Error("D1 down");
    };
    await expect(memo("k3", 1000, failing, 0)).rejects.toThrow("D1 down");
    expect(await memo("k3", 1000, async () => "ok", 1)).toBe("ok");
  });
});
