// Uploading a project's files through the worker (ADR 016) against the floor: the same bytes put straight into R2
// by the same worker (/dev/r2-put, open only with the bench's BENCH_SECRET). Through the worker, each upload is
// authorised, its size reserved against the storage quota in D1, its head sniffed, its body streamed to R2 and its
// row registered. Times 50 files of 200 KB (4 in flight) and one of 10 MB, both ways, and prints the ratios and
// whether both are within issue 30's goal (1.3×): the medians of BENCH_ROUNDS rounds (3) of both ways.
// Starts the built platform (bench/platform.mjs) unless BENCH_URL is given (then BENCH_COOKIE, BENCH_PROJECT and
// BENCH_SECRET must match that server). BENCH_SHORT=1: 5 small files and one of 2 MB, only to check the bench runs.
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { cleanUp, startPlatform } from "./platform.mjs";
import { PROJECT_ID, uploadRows } from "./upload-rows.mjs";

const SHORT = process.env.BENCH_SHORT === "1";
const SMALL_COUNT = Number(process.env.BENCH_FILES ?? (SHORT ? 5 : 50));
const SMALL_BYTES = 200_000;
const LARGE_BYTES = SHORT ? 2_000_000 : 10_000_000;
const CONCURRENCY = 4;
/** Issue 30's goal: uploading through the worker costs at most this much more than the bare put. */
const GOAL_RATIO = 1.3;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (SHORT ? 1 : 3));


/** A PNG header (800 × 600) then random bytes: what the sniffer reads, and a body nothing can compress. */
function pngOf(size) {
  const bytes = randomBytes(size);
  const head = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 3, 0x20, 0, 0, 2, 0x58, 8, 6, 0, 0, 0];
  bytes.set(head);
  return bytes;
}


async function timed(fn) {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function put(url, body, headers, expected) {
  const res = await fetch(url, { method: "PUT", body, headers: { "Content-Length": String(body.byteLength), ...headers }, duplex: "half" });
  const text = await res.text();
  if (res.status !== expected) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
}

async function post(url, body, headers) {
  const res = await fetch(url, { method: "POST", body, headers: { "Content-Length": String(body.byteLength), ...headers } });
  if (res.status !== 201) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  await res.arrayBuffer();
}

/** Each file's upload time and the wall time of the whole batch, `CONCURRENCY` in flight. */
async function batch(files, send) {
  const times = [];
  let next = 0;
  const wall = await timed(() =>
    Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < files.length) {
        const file = files[next++];
        times.push(await timed(() => send(file)));
      }
    })),
  );
  times.sort((a, b) => a - b);
  return { wall, p50: times[Math.floor(times.length / 2)] };
}

const fixed = (n) => n.toFixed(1);

async function main() {
  const external = process.env.BENCH_URL;
  const secret = process.env.BENCH_SECRET ?? randomBytes(24).toString("base64url");
  let base;
  let stop = async () => {};
  let cookie = process.env.BENCH_COOKIE;
  let project = process.env.BENCH_PROJECT ?? PROJECT_ID;
  if (external) base = external;
  else {
    console.log("Starting the built worker…");
    const made = await uploadRows();
    cookie = made.cookie;
    const platform = await startPlatform({ sql: made.sql, vars: { BENCH_SECRET: secret } });
    base = platform.site;
    stop = platform.stop;
  }
  const cleanup = async () => {
    await cleanUp();
    process.exit(130);
  };
  process.once("SIGINT", cleanup);
  process.once("SIGTERM", cleanup);

  const uploadUrl = (name) => `${base}/resources/project-files/${project}?name=${encodeURIComponent(name)}&path=%2Fbench`;
  const worker = (file) => put(uploadUrl(file.name), file.bytes, { Cookie: cookie, Accept: "application/json" }, 201);
  const floor = (file) => post(`${base}/dev/r2-put`, file.bytes, { Authorization: `Bearer ${secret}` });
  try {
    const smallBytes = Array.from({ length: SMALL_COUNT }, () => pngOf(SMALL_BYTES));
    const largeBytes = pngOf(LARGE_BYTES);
    // Warm both paths once. Each round times both ways back to back, the order alternating between rounds, so
    // machine noise (2 shared cores) hits both alike; the figures are the rounds' medians.
    await worker({ name: "warm.png", bytes: pngOf(SMALL_BYTES) });
    await floor({ bytes: pngOf(SMALL_BYTES) });
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) {
      const small = smallBytes.map((bytes, i) => ({ name: `image-${r}-${i}.png`, bytes }));
      const large = [{ name: `grande-${r}.png`, bytes: largeBytes }];
      const both = async (files) => {
        if (r % 2 === 0) return { floor: await batch(files, floor), worker: await batch(files, worker) };
        const timedWorker = await batch(files, worker);
        return { floor: await batch(files, floor), worker: timedWorker };
      };
      rounds.push({ small: await both(small), large: await both(large) });
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const of = (size, side, what) => median(rounds.map((round) => round[size][side][what]));
    const floorSmall = { wall: of("small", "floor", "wall"), p50: of("small", "floor", "p50") };
    const workerSmall = { wall: of("small", "worker", "wall"), p50: of("small", "worker", "p50") };
    const floorLarge = { wall: of("large", "floor", "wall") };
    const workerLarge = { wall: of("large", "worker", "wall") };
    const uploads = ROUNDS * (SMALL_COUNT + 1) + 1;

    const listing = await fetch(`${base}/resources/project-files/${project}?path=%2Fbench`, { headers: { Cookie: cookie, Accept: "application/json" } }).then((r) => r.json());
    const registered = listing.files?.length ?? 0;
    if (registered !== uploads) throw new Error(`expected ${uploads} registered files, the listing has ${registered}`);

    const mb = (bytes) => (bytes / 1e6).toFixed(1);
    console.log(`\n${SMALL_COUNT} files of ${mb(SMALL_BYTES)} MB, ${CONCURRENCY} in flight, and one of ${mb(LARGE_BYTES)} MB; median of ${ROUNDS} round(s)`);
    console.log("what                      worker ms   bare R2 put ms   ratio");
    const row = (what, w, f) => console.log(`${what.padEnd(26)}${fixed(w).padStart(9)}${fixed(f).padStart(17)}${(w / f).toFixed(2).padStart(8)}`);
    row(`${SMALL_COUNT} small: all`, workerSmall.wall, floorSmall.wall);
    row(`${SMALL_COUNT} small: p50 each`, workerSmall.p50, floorSmall.p50);
    row(`1 large`, workerLarge.wall, floorLarge.wall);
    const ratios = (size) => rounds.map((round) => (round[size].worker.wall / round[size].floor.wall).toFixed(2)).join(", ");
    if (ROUNDS > 1) console.log(`each round's ratio: small ${ratios("small")}; large ${ratios("large")}`);
    console.log(`\nall ${registered} uploads registered; storage used ${mb(listing.storage.used)} MB of ${mb(listing.storage.limit)} MB`);
    const smallRatio = workerSmall.wall / floorSmall.wall;
    const largeRatio = workerLarge.wall / floorLarge.wall;
    const met = smallRatio <= GOAL_RATIO && largeRatio <= GOAL_RATIO ? "yes" : "no";
    console.log(
      `${SMALL_COUNT} small files and the large one each at most ${GOAL_RATIO}× the bare put (issue 30): ${met} ` +
        `(${smallRatio.toFixed(2)}× and ${largeRatio.toFixed(2)}×; load average ${loadavg().map((n) => n.toFixed(2)).join(" ")})`,
    );
  } finally {
    await stop();
  }
}

main().catch(async (error) => {
  console.error(error);
  await cleanUp();
  process.exit(1);
});
