import { execFile } from "node:child_process";
import { createServer } from "node:net";
import { describe, expect, inject, it } from "vitest";
import { repoRoot } from "../oidc/site";

/**
 * The deploy workflow's smoke check (scripts/smoke.mjs, ADR 047) against what ships: it must pass on a healthy
 * platform, so a deploy is not rolled back for nothing, and fail, saying why, when the site sends players to
 * rooms that are not the deployed ones or when the site does not answer, so a broken deploy is rolled back.
 */

type Run = { code: number; output: string };

function smoke(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["scripts/smoke.mjs", ...args], { cwd: repoRoot, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

/** A port nothing listens on: taken, then closed at once. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("the smoke check of a deploy", () => {
  it("passes on the shipped worker and rooms: health, a page of each family, and a room's snapshot of a catalogue game", async () => {
    const { code, output } = await smoke(inject("site"), inject("rooms"));
    expect(output).not.toContain("FAIL");
    for (const check of ["health (/v1/health)", "home page (/)", "catalogue (/escape)", "game code page (/code)", "sign-in page (/connect)"]) {
      expect(output).toContain(`ok    ${check}`);
    }
    expect(output).toMatch(/^ok {4}game page \(\/escape\/[^)]+\)$/m);
    expect(output).toMatch(/^ok {4}room handshake \(a solo session of [^)]+\)$/m);
    expect(output).toContain("Smoke check passed: 8 checks");
    expect(code).toBe(0);
  }, 60_000);

  it("plays the game it is told to", async () => {
    const { code, output } = await smoke(inject("site"), "--game", "labo-volta");
    expect(output).toContain("ok    game page (/escape/labo-volta)");
    expect(output).toContain("ok    room handshake (a solo session of labo-volta)");
    expect(code).toBe(0);
  }, 60_000);

  it("fails, naming both hosts, when the site sends players to other rooms than the deployed ones", async () => {
    const { code, output } = await smoke(inject("site"), inject("site"));
    const rooms = new URL(inject("rooms")).origin;
    expect(output).toContain(`FAIL  room handshake (a solo session of `);
    expect(output).toContain(`the worker sends players to ${rooms}, not to ${new URL(inject("site")).origin}`);
    expect(output).toContain("Smoke check failed: 1 of 8 checks");
    expect(code).toBe(1);
  }, 60_000);

  it("fails every check, one line each, when the site does not answer", async () => {
    const { code, output } = await smoke(`http://127.0.0.1:${await closedPort()}`);
    expect(output).toMatch(/^FAIL {2}health \(\/v1\/health\): GET http:\/\/127\.0\.0\.1:\d+\/v1\/health did not answer/m);
    expect(output).toContain("FAIL  home page (/)");
    expect(output).toContain("FAIL  room handshake: no game to open a session of");
    expect(output).not.toMatch(/^ok /m);
    expect(code).toBe(1);
  }, 60_000);

  it("refuses an address that is not one, with its usage", async () => {
    const { code, output } = await smoke("escaplay.fr");
    expect(output).toContain("base-url must be an http(s) address");
    expect(output).toContain("Usage: node scripts/smoke.mjs <base-url> [rooms-url]");
    expect(code).toBe(2);
  });
});
