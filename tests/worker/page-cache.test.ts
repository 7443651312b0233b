import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import type { Env } from "../../workers/env";
import { visibleText } from "./account-area-fixtures";
import { creator } from "./projects-fixtures";
import { publish, starterProject, unpublish } from "./publish-fixtures";

/**
 * Anonymous catalogue pages answered from a kept copy (issue 30, ADR 055). The other worker tests run with the cache
 * off (vitest.config.ts), so this file calls the worker itself with it on, as `wrangler.toml` ships it.
 */

const cachedEnv = { ...env, PAGE_CACHE_SECONDS: "30" } as unknown as Env;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/** A page as a browser asks for it, through the worker with the cache on; the kept copy is written before it returns. */
async function page(path: string, headers: Record<string, string> = {}, host = "escaplay.fr") {
  const ctx = createExecutionContext();
  const request = new Request(`http://${host}${path}`, { headers: { Host: host, Accept: "text/html", "User-Agent": BROWSER, ...headers } });
  const response = await worker.fetch!(request as Parameters<NonNullable<typeof worker.fetch>>[0], cachedEnv, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html, cache: response.headers.get("X-Page-Cache"), cookies: response.headers.getSetCookie() };
}

const noncesIn = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];
const policyNonce = (response: Response) => response.headers.get("Content-Security-Policy")?.match(/'nonce-([^']+)'/)?.[1];

describe("kept copies of anonymous pages", () => {
  it("answers a second visitor from the copy, with a nonce and a visitor id of its own", async () => {
    const first = await page("/escape?theme=horror");
    expect(first.cache).toBe("miss");
    const second = await page("/escape?theme=horror");
    expect(second.cache).toBe("hit");
    expect(visibleText(second.html)).toBe(visibleText(first.html));

    const [before, after] = [noncesIn(first.html), noncesIn(second.html)];
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
    expect(policyNonce(second.response)).toBe(after[0]);

    const visitor = (cookies: string[]) => cookies.find((c) => c.startsWith("_pos="))?.split(";")[0];
    expect(visitor(second.cookies)).toMatch(/^_pos=\w{7}$/);
    expect(visitor(second.cookies)).not.toBe(visitor(first.cookies));
    // A returning visitor keeps the id it has: no cookie set.
    const returning = await page("/escape?theme=horror", { Cookie: visitor(second.cookies)! });
    expect(returning.cache).toBe("hit");
    expect(returning.cookies).toEqual([]);
  });

  it("never answers a signed-in person from a copy, and never keeps what they were shown", async () => {
    const person = await creator(1);
    const anonymous = await page("/escape?sort=latest");
    expect(anonymous.cache).toBe("miss");
    expect((await page("/escape?sort=latest")).cache).toBe("hit");

    const signed = await page("/escape?sort=latest", { Cookie: person.cookie });
    expect(signed.cache).toBeNull();
    expect(signed.html).toContain(person.username);

    const after = await page("/escape?sort=latest");
    expect(after.cache).toBe("hit");
    expect(after.html).not.toContain(person.username);
    // A signed-in person's first visit to a page leaves no copy behind either.
    const fresh = await page("/escape?sort=popular", { Cookie: person.cookie });
    expect(fresh.cache).toBeNull();
    expect((await page("/escape?sort=popular")).cache).toBe("miss");
  });

  it("keeps a copy per language and per consent answer", async () => {
    const fr = await page("/escape?q=phare");
    const en = await page("/escape?q=phare", { Cookie: "_lang=en" });
    expect(en.cache).toBe("miss");
    expect(en.html).toMatch(/<html lang="en/);
    expect(fr.html).toMatch(/<html lang="fr/);
    expect((await page("/escape?q=phare", { Cookie: "_lang=en" })).html).toMatch(/<html lang="en/);
    const decided = await page("/escape?q=phare", { Cookie: "_val=0" });
    expect(decided.cache).toBe("miss");
    expect((await page("/escape?q=phare", { Cookie: "_val=0" })).cache).toBe("hit");
  });

  it("keeps a game's page for first visits only: a known visitor's own review and progress are theirs", async () => {
    expect((await page("/escape/manoir-horloger")).cache).toBe("miss");
    expect((await page("/escape/manoir-horloger")).cache).toBe("hit");
    const known = await page("/escape/manoir-horloger", { Cookie: "_pos=Abc1234" });
    expect(known.cache).toBeNull();
  });

  it("renders for itself a request with any other cookie, and a play page", async () => {
    expect((await page("/", { Cookie: "_ref=ABCD" })).cache).toBeNull();
    await page("/play/labo-volta");
    expect((await page("/play/labo-volta")).cache).toBeNull();
  });

  it("forgets every copy when a game is published or taken offline", async () => {
    const author = await creator(1);
    const before = await page("/escape/search?sort=latest");
    await page("/escape/search?sort=latest");
    expect((await page("/escape/search?sort=latest")).cache).toBe("hit");

    const project = await starterProject(author, "Labo du cache");
    expect((await publish(author, project.id)).status).toBe(200);
    const published = await page("/escape/search?sort=latest");
    expect(published.cache).toBe("miss");
    expect(visibleText(before.html)).not.toContain("Labo du cache");
    expect(visibleText(published.html)).toContain("Labo du cache");

    expect((await page("/escape/search?sort=latest")).cache).toBe("hit");
    expect((await unpublish(author, project.id)).status).toBe(200);
    const offline = await page("/escape/search?sort=latest");
    expect(offline.cache).toBe("miss");
    expect(visibleText(offline.html)).not.toContain("Labo du cache");
  });
});
