// The smoke check of a deployed platform (ADR 047), run by the deploy workflow after every deploy and preview:
//
//   node scripts/smoke.mjs <base-url> [rooms-url] [--game <id>] [--wait <seconds>]
//
// It asks what a visitor's first minute needs: the health endpoint, one page of each family (home, catalogue, a
// game's page, /code, /connect), then a room handshake: a solo session opened by the worker as a visitor, and a
// WebSocket to the room the worker names, answered with the session's snapshot (which the room can only load from
// the backend with the shared service secret, after checking the ticket signed with the shared ticket secret).
// With `rooms-url`, the worker must send players to that host. The game is the first one the catalogue lists,
// unless `--game` names one. `--wait` retries failing checks for that long (a new deployment or a new PartyKit
// preview domain can take a moment to answer). Prints one line per check; exits 1 when any failed.
//
// The handshake opens one visitor session on the deployed site: it is never played, so it counts as no play.
import { spawnSync } from "node:child_process";

// Node 20 has the WebSocket client only behind a flag (Node 22 has it by default): run again with it.
if (typeof globalThis.WebSocket === "undefined") {
  const again = spawnSync(process.execPath, ["--experimental-websocket", "--no-warnings", ...process.argv.slice(1)], { stdio: "inherit" });
  process.exit(again.status ?? 1);
}

const usage = "Usage: node scripts/smoke.mjs <base-url> [rooms-url] [--game <id>] [--wait <seconds>]";
const args = process.argv.slice(2);
const options = { game: null, wait: 0 };
const positional = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === "--game") options.game = args[++i] ?? "";
  else if (args[i] === "--wait") options.wait = Number(args[++i]);
  else if (args[i] === "--help" || args[i] === "-h") {
    console.log(usage);
    process.exit(0);
  } else positional.push(args[i]);
}
const [baseArg, roomsArg] = positional;
const base = parseUrl(baseArg, "base-url");
const rooms = roomsArg === undefined ? null : parseUrl(roomsArg, "rooms-url");
if (positional.length > 2 || options.game === "" || !Number.isFinite(options.wait) || options.wait < 0) {
  console.error(usage);
  process.exit(2);
}

function parseUrl(value, name) {
  try {
    const url = new URL(value ?? "");
    if (url.protocol === "http:" || url.protocol === "https:") return url;
  } catch {
    // reported below
  }
  console.error(`${name} must be an http(s) address, got ${JSON.stringify(value ?? "")}\n${usage}`);
  process.exit(2);
}

const requestTimeoutMs = 15_000;
const deadline = Date.now() + options.wait * 1000;

/** GET or POST on the base site; a network failure or a timeout becomes an Error naming the path. */
async function ask(path, init = {}) {
  const url = new URL(path, base);
  try {
    return await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(requestTimeoutMs), ...init, headers: { "User-Agent": "escaplay-smoke", ...init.headers } });
  } catch (error) {
    throw new Error(`${init.method ?? "GET"} ${url.href} did not answer: ${error.cause?.message ?? error.message}`);
  }
}

async function page(path) {
  const res = await ask(path, { headers: { Accept: "text/html" } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}, not 200`);
  if (!/<html[^>]*\slang="/i.test(text)) throw new Error(`GET ${path} answered 200 without an HTML page`);
  return text;
}

async function health() {
  const res = await ask("/v1/health", { headers: { Accept: "application/json" } });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // reported below
  }
  if (res.status !== 200 || body?.status !== "ok") throw new Error(`GET /v1/health answered ${res.status}: ${text.slice(0, 300)}`);
}

/** The first game the catalogue links to, as a visitor finds it. */
async function firstCatalogueGame(catalogue) {
  for (const match of catalogue.matchAll(/href="\/escape\/([^"/?#]+)"/g)) {
    const id = decodeURIComponent(match[1]);
    if (id !== "search") return id;
  }
  throw new Error("the catalogue (/escape) lists no game to open: publish one, or name one with --game");
}

/** Opens a visitor's solo session through the worker and shakes hands with the room it names. */
async function handshake(gameId) {
  const res = await ask("/resources/play-session", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ intent: "create", gameId, mode: "solo", routeKind: "public" }),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`opening a solo session of ${gameId} answered ${res.status}: ${text.slice(0, 300)}`);
  const grant = JSON.parse(text);
  const host = new URL(grant.host);
  if (rooms && host.origin !== rooms.origin) throw new Error(`the worker sends players to ${host.origin}, not to ${rooms.origin}`);

  const socketUrl = new URL(`/parties/${encodeURIComponent(grant.party)}/${encodeURIComponent(grant.sessionId)}`, host);
  socketUrl.protocol = host.protocol === "https:" ? "wss:" : "ws:";
  socketUrl.searchParams.set("ticket", grant.ticket);
  const where = `${socketUrl.origin}${socketUrl.pathname}`;
  await new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl);
    const seen = [];
    const finish = (error) => {
      clearTimeout(timer);
      socket.close();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error(`the room at ${where} sent no snapshot within ${requestTimeoutMs / 1000} s (received: ${seen.join(", ") || "nothing"})`)), requestTimeoutMs);
    socket.addEventListener("message", (event) => {
      let message = null;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      seen.push(message.type);
      if (message.type === "error") finish(new Error(`the room at ${where} answered an error: ${message.code} ${message.message}`));
      if (message.type === "snapshot") {
        if (message.session?.id === grant.sessionId && message.session?.gameId === gameId) finish();
        else finish(new Error(`the room at ${where} sent the snapshot of another session: ${JSON.stringify(message.session)}`));
      }
    });
    socket.addEventListener("error", () => finish(new Error(`the WebSocket to ${where} failed (refused, or not a PartyKit room)`)));
    socket.addEventListener("close", (event) => finish(new Error(`the room at ${where} closed the connection (${event.code} ${event.reason || "no reason"}) before its snapshot`)));
  });
}

let failures = 0;
let checks = 0;
/** Runs one check, again until it passes or `--wait` is over; prints its line. */
async function check(what, run) {
  checks += 1;
  for (;;) {
    try {
      const value = await run();
      console.log(`ok    ${what}`);
      return value;
    } catch (error) {
      if (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        continue;
      }
      failures += 1;
      console.log(`FAIL  ${what}: ${error.message}`);
      return undefined;
    }
  }
}

console.log(`Smoke check of ${base.origin}${rooms ? ` (rooms ${rooms.origin})` : ""}`);
await check("health (/v1/health)", health);
await check("home page (/)", () => page("/"));
const catalogue = await check("catalogue (/escape)", () => page("/escape"));
const gameId = options.game ?? (catalogue === undefined ? undefined : await check("a game in the catalogue", () => firstCatalogueGame(catalogue)));
if (gameId !== undefined) await check(`game page (/escape/${gameId})`, () => page(`/escape/${encodeURIComponent(gameId)}`));
await check("game code page (/code)", () => page("/code"));
await check("sign-in page (/connect)", () => page("/connect"));
if (gameId !== undefined) await check(`room handshake (a solo session of ${gameId})`, () => handshake(gameId));
else {
  checks += 1;
  failures += 1;
  console.log("FAIL  room handshake: no game to open a session of");
}

console.log(failures ? `Smoke check failed: ${failures} of ${checks} checks` : `Smoke check passed: ${checks} checks`);
process.exit(failures ? 1 : 0);
