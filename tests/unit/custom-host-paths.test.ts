import { describe, expect, it } from "vitest";
import { hostPath, isPlatformHost } from "../../app/lib/domains/custom-host.server";

/** Which hosts are the platform's, and what a company's custom host serves (ADR 044). */

describe("the platform's own hosts", () => {
  it.each(["escaplay.fr", "www.escaplay.de", "escaplay.co.uk", "127.0.0.1:8788", "localhost:8787", "[::1]:8787", "escaplay.acme.workers.dev", "domains.escaplay.localhost"])(
    "%s is the platform's",
    (host) => expect(isPlatformHost(host, {})).toBe(true),
  );

  it.each(["jeux.acme.fr", "jeux.acme.test:8788", "escaplay.acme.fr", "www.example.com"])("%s is not", (host) => expect(isPlatformHost(host, {})).toBe(false));

  it("counts the configured site hosts", () => {
    expect(isPlatformHost("staging.example.net", { SITE_HOSTS: "fr=staging.example.net" })).toBe(true);
  });
});

describe("what a custom host serves", () => {
  it.each([
    ["/play/g1", "g1"],
    ["/private2D/g1/123456789", "g1"],
    ["/play360/g1/123456789/join", "g1"],
    ["/play/g1.data", "g1"],
    ["/play/g1/", "g1"],
    ["/sh/g1", "g1"],
    ["/resources/collection-progress/g1", "g1"],
  ])("%s names the game %s", (path, gameId) => expect(hostPath(path)).toEqual({ kind: "game", gameId }));

  it.each(["/resources/play-session", "/resources/consent", "/files/u/p/cover.png"])("%s is open to the game's pages", (path) =>
    expect(hostPath(path)).toEqual({ kind: "open" }),
  );

  it.each(["/", "/_root.data", "/escape", "/escape/g1", "/playTest/p1", "/demoprivate2D/g1", "/project/p1", "/account", "/connect", "/code", "/sh", "/v1/health", "/resources/locale", "/__manifest", "/play/g1/abc", "/play/%E0"])(
    "%s is refused",
    (path) => expect(hostPath(path)).toEqual({ kind: "refused" }),
  );
});
