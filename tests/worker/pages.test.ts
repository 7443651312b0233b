import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const get = (path: string, host = "escaplay.fr", headers: Record<string, string> = {}) =>
  SELF.fetch(`http://${host}${path}`, { headers: { Host: host, ...headers }, redirect: "manual" });

describe("the site", () => {
  it("serves the home page in French by default", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr"');
  });
});
