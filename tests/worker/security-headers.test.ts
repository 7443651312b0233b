import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pagePolicy } from "../../app/lib/security-headers.server";
import { directives, securityProblems } from "../shared/security-audit";
import { open, signedIn } from "./account-area-fixtures";
import { get, post } from "./http";

/** ADR 010: every response carries the policy of its kind; pages allow only their own nonced scripts. */

async function audit(path: string, response: Promise<Response>) {
  const res = await response;
  const body = await res.text();
  return { res, body, problems: securityProblems(path, res, body) };
}

const noncesOf = (res: Response) => directives(res.headers.get("Content-Security-Policy")).get("script-src")?.match(/'nonce-([^']+)'/)?.[1];

describe("pages of each family of spec section 2", () => {
  const pages: [string, number][] = [
    ["/", 200],
    ["/escape", 200],
    ["/escape/manoir-horloger", 200],
    ["/connect", 200],
    ["/join", 200],
    ["/code", 200],
    ["/play2D/manoir-horloger", 200],
    ["/play360/phare-englouti", 200],
    ["/play/labo-volta", 200],
    ["/sh", 200],
    ["/page-qui-n-existe-pas", 404],
    ["/escape/jeu-inconnu", 404],
  ];
  for (const [path, status] of pages) {
    it(`${path} allows only its nonced scripts and follows the framing rule`, async () => {
      const { res, problems } = await audit(path, get(path));
      expect(res.status).toBe(status);
      expect(problems).toEqual([]);
    });
  }

  it("a signed-in account's pages, the studio and test-play may not be framed", async () => {
    const { cookie } = await signedIn();
    for (const path of ["/account", "/account/mail", "/project", "/playTest/x"]) {
      const { res, problems } = await audit(path, open(path, cookie));
      expect(res.status, path).toBeLessThan(500);
      expect(problems, path).toEqual([]);
      expect(res.headers.get("X-Frame-Options"), path).toBe("DENY");
    }
  });

  it("a play page may be framed by any https site, an account page by none", async () => {
    const play = await get("/play2D/manoir-horloger");
    expect(directives(play.headers.get("Content-Security-Policy")).get("frame-ancestors")).toBe("'self' https:");
    expect(play.headers.has("X-Frame-Options")).toBe(false);
    const join = await get("/join");
    expect(directives(join.headers.get("Content-Security-Policy")).get("frame-ancestors")).toBe("'none'");
    expect(join.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("draws a new nonce for every response", async () => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 3; i++) nonces.add(noncesOf(await get("/")));
    expect(nonces.size).toBe(3);
  });
});

describe("responses that are not pages", () => {
  it("a signed-out visit to /account is a redirect that nothing may frame", async () => {
    const { res, problems } = await audit("/account", get("/account"));
    expect(res.status).toBe(302);
    expect(problems).toEqual([]);
  });

  it("the /v1 API answers JSON that nothing may frame or sniff", async () => {
    for (const path of ["/v1/health", "/v1/nothing-here"]) {
      const { res, problems } = await audit(path, get(path));
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(problems, path).toEqual([]);
    }
  });

  it("the cookie bar's answer and page data requests carry the locked-down policy", async () => {
    const consent = await audit("/resources/consent", post("/resources/consent", { decision: "refuse" }));
    expect(consent.problems).toEqual([]);
    const data = await audit("/escape.data", get("/escape.data"));
    expect(data.problems).toEqual([]);
  });

  it("an uploaded file is sandboxed and never sniffed", async () => {
    await env.FILES.put("avatars/u1/a.svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', {
      httpMetadata: { contentType: "image/svg+xml" },
    });
    const res = await get("/files/avatars/u1/a.svg");
    expect(res.status).toBe(200);
    const policy = directives(res.headers.get("Content-Security-Policy"));
    expect(policy.has("sandbox")).toBe(true);
    expect(policy.get("default-src")).toBe("'none'");
    expect(policy.get("frame-ancestors")).toBe("'none'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

describe("the policy follows the configuration", () => {
  const url = new URL("https://escaplay.fr/play2D/x");

  it("lets pages reach both socket hosts over HTTPS and secure WebSockets", () => {
    const policy = directives(pagePolicy("n0nce", url, { GAME_SOCKET_HOST: "https://game.example.dev", PROJECT_SOCKET_HOST: "https://project.example.dev/" }));
    const connect = policy.get("connect-src")?.split(" ");
    expect(connect).toEqual(expect.arrayContaining(["'self'", "https://game.example.dev", "wss://game.example.dev", "https://project.example.dev", "wss://project.example.dev"]));
  });

  it("adds the analytics origin only when the script lives elsewhere", () => {
    const elsewhere = directives(pagePolicy("n0nce", url, { ANALYTICS_SCRIPT_URL: "https://stats.example.org/js/script.js" }));
    expect(elsewhere.get("connect-src")).toContain("https://stats.example.org");
    const here = directives(pagePolicy("n0nce", url, { ANALYTICS_SCRIPT_URL: "/js/script.js" }));
    expect(here.get("connect-src")).not.toContain("https://escaplay.fr");
  });

  it("opens https assets and WebAssembly to game pages only", () => {
    const game = directives(pagePolicy("n0nce", url, {}));
    expect(game.get("img-src")).toContain("https:");
    expect(game.get("script-src")).toContain("'wasm-unsafe-eval'");
    const account = directives(pagePolicy("n0nce", new URL("https://escaplay.fr/account"), {}));
    expect(account.get("img-src")).not.toContain("https:");
    expect(account.get("script-src")).not.toContain("wasm");
  });

  it("ignores a socket host that is not an address", () => {
    const policy = directives(pagePolicy("n0nce", url, { GAME_SOCKET_HOST: "not a url", PROJECT_SOCKET_HOST: "" }));
    expect(policy.get("connect-src")).toBe("'self' https:");
  });
});
