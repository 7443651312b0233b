import { beforeAll, describe, expect, it } from "vitest";
import { securityProblems } from "../shared/security-audit";
import { verifiedAccount, type Account } from "./account";
import { call, type Answer } from "./http";
import { ACCOUNT_PAGES, PUBLIC_PAGES, REFUSING_PAGES, STUDIO_PAGES } from "./page-families";

/**
 * ADR 010 on what ships: every page family carries a Content-Security-Policy whose nonce is on every script
 * of the page, and the framing rule (play routes and share links embeddable, the rest not); answers that are
 * not pages (the API, redirects, files) are locked down.
 */

const headersOf = (answer: Answer) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const one of Array.isArray(value) ? value : [value ?? ""]) headers.append(name, one);
  }
  return headers;
};

const problems = (path: string, answer: Answer) => securityProblems(path, { status: answer.status, headers: headersOf(answer) }, answer.text);

describe("security headers for a visitor", () => {
  it.each([...PUBLIC_PAGES, ...REFUSING_PAGES, "/this/does/not/exist", ...ACCOUNT_PAGES])("%s keeps the policy", async (path) => {
    const answer = await call(path);
    expect(problems(path, answer)).toEqual([]);
  });

  it("gives each page a nonce of its own", async () => {
    const nonce = async () => (await call("/")).headers["content-security-policy"]?.toString().match(/'nonce-([^']+)'/)?.[1];
    const [first, second] = [await nonce(), await nonce()];
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it("lets a game be embedded and keeps the account pages out of frames", async () => {
    const game = await call("/play2D/manoir-horloger");
    expect(game.headers["content-security-policy"]).toContain("frame-ancestors 'self' https:");
    expect(game.headers["x-frame-options"]).toBeUndefined();
    const login = await call("/connect");
    expect(login.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(login.headers["x-frame-options"]).toBe("DENY");
  });
});

describe("security headers for a logged-in player", () => {
  let player: Account;
  beforeAll(async () => {
    player = await verifiedAccount("headers");
  });

  it.each([...ACCOUNT_PAGES, ...STUDIO_PAGES, "/welcome"])("%s keeps the policy", async (path) => {
    const answer = await call(path, { cookies: player.cookies });
    expect(answer.status).toBe(200);
    expect(problems(path, answer)).toEqual([]);
  });
});

describe("answers that are not pages", () => {
  it.each(["/v1/health", "/v1/stats", "/v1/nothing-here", "/resources/play-session"])("%s is locked down", async (path) => {
    expect(problems(path, await call(path))).toEqual([]);
  });

  it("static files are never sniffed nor framed", async () => {
    const file = await call("/favicon.svg");
    expect(file.status).toBe(200);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["x-frame-options"]).toBe("DENY");
  });
});
