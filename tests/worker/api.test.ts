import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("the /v1 API", () => {
  it("answers /v1/health with the database reachable", async () => {
    const res = await SELF.fetch("http://escaplay.fr/v1/health");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ status: "ok", db: true });
  });

  it("gives the home page's four figures from D1", async () => {
    const res = await SELF.fetch("http://escaplay.fr/v1/stats");
    expect(await res.json()).toEqual({ gamesPlayed: 318 + 233 + 540 + 80 + 98, gamesOnline: 5, projects: 5, reviews: 7 });
  });
});
