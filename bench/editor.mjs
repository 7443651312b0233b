// The Interface editor's keyboard path (issue 13, ADR 021): from a key press that moves a zone to the room's
// word that it has stored the change, against the floor of the same room's bare echo (a ping answered on a
// socket of its own, no document involved). Real parts end to end: the built worker and `partykit dev`
// (bench/platform.mjs), Debian's Chromium driven by Playwright, a creator's project seeded with the largest
// Interface demo game. Each move is timed inside the page: the key's `keydown` to the editor's
// `studio:stored` performance mark, which it sets when the room's pong for that change arrives.
// BENCH_MOVES (default 500) moves, alternating right and left so the zone never meets the picture's edge.
// BENCH_SHORT=1: 20 moves, only to check the bench runs. The floor's pings are paced under the room's flood limit
// (BENCH_ECHO_GAP_MS, 25); BENCH_ECHOES (default BENCH_MOVES) counts them.
import { cpus, loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { editorRows, interfaceGame, PROJECT_ID } from "./editor-rows.mjs";
import { cleanUp, startPlatform } from "./platform.mjs";

const SHORT = process.env.BENCH_SHORT === "1";
const MOVES = Number(process.env.BENCH_MOVES ?? (SHORT ? 20 : 500));
// The floor's pings, at most one per this many ms: 40 a second, under the room's 60 per connection.
const ECHO_GAP_MS = Number(process.env.BENCH_ECHO_GAP_MS ?? 25);
const ECHOES = Number(process.env.BENCH_ECHOES ?? MOVES);


const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
const fixed = (n) => n.toFixed(2);

async function main() {
  const definition = interfaceGame();
  const scene = definition.scenes.find((s) => s.kind === "interface" && s.zones.some((z) => z.shape.type === "rect" && z.shape.x > 0.05 && z.shape.x + z.shape.width < 0.95));
  const zone = scene.zones.find((z) => z.shape.type === "rect" && z.shape.x > 0.05 && z.shape.x + z.shape.width < 0.95);
  // BENCH_URL and BENCH_COOKIE: a platform already running with the editor's rows (scripts/bench-short.mjs shares one).
  const external = process.env.BENCH_URL && process.env.BENCH_COOKIE ? { site: process.env.BENCH_URL, stop: async () => {} } : null;
  const made = external ? { cookie: process.env.BENCH_COOKIE } : await editorRows(definition);
  if (!external) console.log("Starting the built worker and the rooms…");
  const platform = external ?? (await startPlatform({ sql: made.sql }));
  const stopAll = async () => {
    await browser?.close().catch(() => undefined);
    await platform.stop();
  };
  process.once("SIGINT", async () => {
    await cleanUp();
    process.exit(130);
  });
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const url = new URL(platform.site);
    await context.addCookies([{ name: "_sr", value: made.cookie, domain: url.hostname, path: "/" }, { name: "_val", value: "0", domain: url.hostname, path: "/" }]);
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error("page error:", error.message));
    await page.goto(`${platform.site}/project2D/${PROJECT_ID}`);
    await page.getByRole("status").filter({ hasText: "Enregistré" }).waitFor({ timeout: 30_000 });
    // A tree item's name may go on after the label (", 2 conditions"): the label alone, then the end or a comma.
    const inTree = new RegExp(`^${zone.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( ?,|$)`);
    await page.getByRole("navigation", { name: "Structure du jeu" }).getByRole("treeitem", { name: inTree }).click();
    const handle = page.getByRole("region", { name: "Zone d'édition" }).getByRole("button", { name: zone.label, exact: true });
    await handle.focus();

    // Every mark the editor sets once the room confirmed its changes, and every key press, by time.
    await page.evaluate(() => {
      const bench = { keys: [], stored: [] };
      window.__bench = bench;
      window.addEventListener("keydown", (event) => bench.keys.push(event.timeStamp), { capture: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === "studio:stored") bench.stored.push(entry.startTime);
      }).observe({ type: "mark" });
    });
    const moves = [];
    for (let i = 0; i < MOVES; i++) {
      const before = await page.evaluate(() => window.__bench.stored.length);
      await page.keyboard.press(i % 2 === 0 ? "ArrowRight" : "ArrowLeft");
      await page.waitForFunction((n) => window.__bench.stored.length > n, before, { timeout: 10_000, polling: "raf" });
      moves.push(await page.evaluate(() => window.__bench.stored.at(-1) - window.__bench.keys.at(-1)));
    }

    // The floor: the same room's answer to a ping on a socket of its own, with a ticket like the editor's.
    // Paced under the room's flood limit (ADR 026: 60 frames a second per connection, a burst of 400): sent
    // back to back, 500 pings outran it, the room closed the socket as flooding (4429) after about 460, and
    // the page waited for its next pong forever, until the browser was gone. A closed socket now fails the
    // bench with the room's reason instead of hanging.
    const echoes = await page.evaluate(async ({ projectId, count, gapMs }) => {
      const grant = await fetch("/resources/project-ticket", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ projectId }) }).then((r) => r.json());
      const host = new URL(grant.host);
      const socket = new WebSocket(`${host.protocol === "https:" ? "wss" : "ws"}://${host.host}/parties/project/${projectId}?ticket=${grant.ticket}`);
      let closed = null;
      const waiting = new Set();
      socket.addEventListener("close", (event) => {
        closed = new Error(`the echo socket closed: ${event.code} ${event.reason}`);
        for (const reject of waiting) reject(closed);
      });
      await new Promise((resolve, reject) => {
        waiting.add(reject);
        socket.addEventListener("message", (event) => typeof event.data === "string" && event.data.includes('"welcome"') && resolve());
      });
      const times = [];
      for (let i = 0; i < count; i++) {
        if (closed) throw closed;
        const sent = performance.now();
        await new Promise((resolve, reject) => {
          waiting.clear();
          waiting.add(reject);
          const onMessage = (event) => {
            if (typeof event.data === "string" && event.data.includes(`"pong"`) && event.data.includes(`"id":${i},`)) {
              socket.removeEventListener("message", onMessage);
              resolve();
            }
          };
          socket.addEventListener("message", onMessage);
          socket.send(JSON.stringify({ type: "ping", id: i }));
        });
        const took = performance.now() - sent;
        times.push(took);
        if (took < gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs - took));
      }
      socket.close();
      return times;
    }, { projectId: PROJECT_ID, count: ECHOES, gapMs: ECHO_GAP_MS });

    moves.sort((a, b) => a - b);
    echoes.sort((a, b) => a - b);
    console.log(`\n${MOVES} zone moves by arrow key on the Interface editor (zone "${zone.label}"), Chromium at 1280×800`);
    console.log("what                              p50 ms    p99 ms");
    console.log(`key press → stored by the room ${fixed(percentile(moves, 0.5)).padStart(9)}${fixed(percentile(moves, 0.99)).padStart(10)}`);
    console.log(`room's bare echo (floor)       ${fixed(percentile(echoes, 0.5)).padStart(9)}${fixed(percentile(echoes, 0.99)).padStart(10)}`);
    console.log(`ratio                          ${(percentile(moves, 0.5) / percentile(echoes, 0.5)).toFixed(2).padStart(9)}${(percentile(moves, 0.99) / percentile(echoes, 0.99)).toFixed(2).padStart(10)}`);
    const met = percentile(moves, 0.5) < 30 && percentile(moves, 0.99) < 100;
    console.log(`key press → stored p50 under 30 ms and p99 under 100 ms: ${met ? "yes" : "no"} (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores: compare with the echo of the same run)`);
  } finally {
    await stopAll();
  }
}

main().catch(async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});
