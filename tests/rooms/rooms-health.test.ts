import { describe, expect, inject, it } from "vitest";

/** The rooms host's health path, which the backend's /v1/health asks (ADR 048): our rooms' code answers it, not a 404. */
describe("the rooms host's /health", () => {
  it("answers 200 JSON, never cached", async () => {
    const res = await fetch(`${inject("roomsOrigin")}/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok" });
  });
});
