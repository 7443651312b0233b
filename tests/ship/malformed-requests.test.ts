import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ROUTE_FAMILIES } from "../../app/route-families";
import { repoRoot } from "../oidc/site";
import { verifiedAccount, type Account } from "./account";
import { HOSTS } from "./http";

/**
 * Every route of the shipped worker, asked with every method and with bodies no form of ours sends (none, garbage,
 * the wrong content type, too large): the answer is a 2xx-4xx with the site's page or JSON, never a 5xx, never a
 * stack trace. The routes are read from the sources (app/routes, the route families, the hono routers), so a route
 * added tomorrow is walked too.
 */

const SAMPLE: Record<string, string> = { id: "labo-volta", gameId: "labo-volta", token: "no-such-token", reason: "cross-site", session: "123456789" };

/** A Remix flat-route file name as a path: layouts (`_site`) drop out, `$id` and `($id)` take a sample, `$` a splat. */
export function routeFilePath(file: string): string | null {
  const name = file.replace(/\.(tsx|ts)$/, "");
  const segments = name.split(".").filter((s) => !s.startsWith("_") || s === "_index");
  if (segments.length === 0 || name === "_site" || name === "_game") return null;
  const parts = segments
    .filter((s) => s !== "_index")
    .map((s) => s.replace(/_$/, ""))
    .map((s) => (s === "$" ? "no/such/page" : s.replace(/^\(?\$(\w+)\)?$/, (_, p: string) => SAMPLE[p] ?? "x")));
  return `/${parts.join("/")}`;
}

function pagePaths(): string[] {
  const files = readdirSync(`${repoRoot}app/routes`).filter((f) => !f.startsWith("v1."));
  const fromFiles = files.map(routeFilePath).filter((p): p is string => p !== null);
  const fromFamilies = ROUTE_FAMILIES.map((r) => `/${r.path.replace(/:(\w+)\??/g, (_, p: string) => SAMPLE[p] ?? "x")}`);
  return [...new Set([...fromFiles, ...fromFamilies, "/connect.data", "/_root.data", "/escape/labo-volta.data", "/files/projects/x/y.png"])].sort();
}

/** The hono routes: each router's `.get("/path"` and the prefix `workers/api/index.ts` mounts it under. */
function apiPaths(): string[] {
  const index = readFileSync(`${repoRoot}workers/api/index.ts`, "utf8");
  const mounts = [...index.matchAll(/api\.(?:route|all)\("([^"*]+?)\/?\*?", (\w+)\)/g)].map(([, prefix, name]) => ({ prefix, name }));
  const paths = ["/v1", "/v1/no-such-route"];
  for (const { prefix, name } of mounts) {
    const file = readFileSync(`${repoRoot}workers/api/${name}.ts`, "utf8");
    for (const [, route] of file.matchAll(/\.(?:get|post|put|patch|delete|all)\(\s*"([^"]+)"/g)) {
      paths.push(`/v1${prefix}${route === "/" ? "" : route}`.replace(/:(\w+)/g, (_, p: string) => SAMPLE[p] ?? "x"));
    }
  }
  return [...new Set(paths)].sort();
}

type Body = { name: string; type?: string; body?: Buffer };
const BODIES: Body[] = [
  { name: "no body, no type" },
  { name: "garbage form", type: "application/x-www-form-urlencoded", body: Buffer.from("%%%&&=\u0000%zz&intent=%E0%A4%A") },
  { name: "garbage JSON", type: "application/json", body: Buffer.from("{not json") },
  { name: "multipart without boundary", type: "multipart/form-data", body: Buffer.from("--x\r\ngarbage") },
  { name: "plain text", type: "text/plain", body: Buffer.from("hello") },
  { name: "form as JSON", type: "application/x-www-form-urlencoded", body: Buffer.from('{"intent":"create"}') },
  { name: "oversized form", type: "application/x-www-form-urlencoded", body: Buffer.from(`intent=create&title=${"x".repeat(2 * 1024 * 1024)}`) },
];
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const STACK_TRACE = /\bat [^\s<>"]+ \([^)]*:\d+:\d+\)|\bat [^\s<>"]*\.(?:js|ts|tsx|mjs):\d+:\d+|node_modules\/|\/work\/|file:\/\//;

type Probe = { method: string; path: string; body: Body; headers: Record<string, string> };

function send(probe: Probe): Promise<{ status: number; text: string }> {
  const site = new URL(inject("site"));
  // One connection per probe: a body the server did not read (it answered first) must not become the next request.
  const headers: Record<string, string> = { Host: HOSTS.fr, Accept: "text/html,application/json;q=0.9,*/*;q=0.8", Connection: "close", ...probe.headers };
  if (probe.body.type) headers["Content-Type"] = probe.body.type;
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: site.hostname, port: site.port, path: probe.path, method: probe.method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
    });
    // A server that answers before reading a large body may close the socket under us: that is an answer, not a 5xx.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? resolve({ status: 413, text: "" }) : reject(error)));
    req.setTimeout(30_000, () => req.destroy(new Error(`${probe.method} ${probe.path}: no answer within 30 s`)));
    if (probe.body.body && probe.method !== "GET" && probe.method !== "HEAD") req.write(probe.body.body);
    req.end();
  });
}

function probesFor(paths: string[], identity: Record<string, string>): Probe[] {
  return paths.flatMap((path) =>
    METHODS.flatMap((method) => {
      const bodies = method === "GET" || method === "HEAD" ? BODIES.slice(0, 1) : method === "POST" ? BODIES : BODIES.slice(0, 3);
      // Logging out would end the session the other probes use: /quit is asked as a visitor.
      const headers = path === "/quit" ? { Origin: identity.Origin } : identity;
      return bodies.map((body) => ({ method, path, body, headers }));
    }),
  );
}

/** Asks every probe, a few at a time, and returns what went wrong: 5xx answers and stack traces. */
async function walk(probes: Probe[]): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++];
      const where = `${probe.method} ${probe.path} (${probe.body.name})`;
      const answered = await send(probe).catch((error: Error) => ({ status: 0, text: `no HTTP answer: ${error.message}` }));
      const { status, text } = answered;
      if (status >= 500 || status < 100) problems.push(`${where}: ${status} ${text.slice(0, 200)}`);
      if (STACK_TRACE.test(text)) problems.push(`${where}: a stack trace in the answer: ${text.match(STACK_TRACE)?.[0]}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return problems;
}

describe("malformed requests to the shipped worker", () => {
  let account: Account;
  beforeAll(async () => {
    account = await verifiedAccount("fuzz");
  }, 60_000);

  it("reads every route from the sources: pages, resource routes, route families and the API", () => {
    const pages = pagePaths();
    for (const path of ["/connect", "/escape/labo-volta", "/resources/consent", "/project2D/labo-volta", "/account/r/labo-volta/progress", "/dev/mailbox", "/quit"]) {
      expect(pages).toContain(path);
    }
    expect(apiPaths()).toEqual(expect.arrayContaining(["/v1/auth/account/valid", "/v1/user/check", "/v1/health", "/v1/internal/play/sessions/labo-volta"]));
  });

  it("answers every page and resource route, with any method and body, signed in or not, without a 5xx or a stack trace", { timeout: 900_000 }, async () => {
    const origin = `http://${HOSTS.fr}`;
    const signedIn = { Cookie: account.cookies.header(), Origin: origin };
    const problems = await walk([...probesFor(pagePaths(), signedIn), ...probesFor(pagePaths(), { Origin: origin })]);
    expect(problems).toEqual([]);
  });

  it("answers every /v1 route, with any method and body, with or without a bearer, without a 5xx or a stack trace", { timeout: 360_000 }, async () => {
    const paths = apiPaths();
    const problems = await walk([
      ...probesFor(paths, { Authorization: `Bearer ${account.token}` }),
      ...probesFor(paths, { Authorization: "Bearer not-a-token" }),
      ...probesFor(paths, {}),
    ]);
    expect(problems).toEqual([]);
  });
});
