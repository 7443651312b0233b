import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("the /v1 API", () => {
  it("answers /v1/health with the database and the files reachable, and the rooms (none run beside these tests) down", async () => {
    const res = await SELF.fetch("http://escaplay.fr/v1/health");
    expect(res.status).toBe(503);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ status: "failing", db: true, checks: { db: { state: "ok" }, files: { state: "ok" }, rooms: { state: "unreachable" } } });
  });

  it("gives the home page's four figures from D1", async () => {
    const res = await SELF.fetch("http://escaplay.fr/v1/stats");
    expect(await res.json()).toEqual({ gamesPlayed: 318 + 233 + 540 + 80 + 98, gamesOnline: 5, projects: 5, reviews: 7 });
  });
});
