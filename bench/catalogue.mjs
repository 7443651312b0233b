// The catalogue at scale: loads 100,000 games, 1,000,000 play results (and their sessions) and 200,000 reviews
// into the bench platform's local D1, then times through the built worker (wrangler dev, production build) a
// search with a theme and a sort, each rail's full list, a game page and a creator's profile, and prints the query
// plan (EXPLAIN QUERY PLAN) of every statement those pages send, flagging any that scans a whole table.
// BENCH_SHORT=1: 5,000 games, 50,000 results, 10,000 reviews and a few requests (CI checks it still runs).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, cleanUp, env, largestDemoGame, startPlatform } from "./platform.mjs";
import { printSplit, TIMING_HEADER } from "./server-timing.mjs";

const SHORT = process.env.BENCH_SHORT === "1";
const GAMES = Number(process.env.BENCH_GAMES ?? (SHORT ? 5_000 : 100_000));
const RESULTS = Number(process.env.BENCH_RESULTS ?? (SHORT ? 50_000 : 1_000_000));
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? (SHORT ? 10_000 : 200_000));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (SHORT ? 10 : 200));
const CREATORS = Math.max(10, Math.round(GAMES / 20));
const PLAYERS = 20_000;
// Games whose page is timed get a published definition (the demo's largest), as every real game has.
const PAGE_GAMES = SHORT ? 20 : 200;
const SECRET = "bench-catalogue-secret";
const TARGET_P95 = 30;
const SPLIT_REQUESTS = SHORT ? 2 : 30;
const DAY = 86_400_000;
const NOW = Date.now();

const NOUNS = ["manoir", "phare", "crypte", "laboratoire", "château", "musée", "train", "bateau", "grenier", "cave", "observatoire", "bibliothèque", "hôpital", "prison", "temple", "jardin", "moulin", "théâtre", "cirque", "usine", "bunker", "sous-marin", "palais", "monastère", "forêt", "village", "atelier", "studio", "casino", "hôtel", "pyramide", "station", "navire", "tour", "mine", "école", "cabane", "gare", "ferme", "abbaye"];
const ADJECTIVES = ["oublié", "hanté", "englouti", "secret", "perdu", "maudit", "abandonné", "mystérieux", "interdit", "silencieux", "ancien", "glacé", "brûlant", "caché", "endormi", "scellé", "infini", "sombre", "lumineux", "fantôme", "royal", "sauvage", "mécanique", "volant", "magique"];
const SEARCHES = [
  { q: "phare", theme: "adventure", sort: "popular" },
  { q: "crypte hantée", theme: "horror", sort: "trending" },
  { q: "musée", theme: "investigation", sort: "latest" },
  { q: "château", theme: "fantastic", sort: "popular" },
];

const words = (table, list) =>
  `CREATE TABLE ${table} (id INTEGER PRIMARY KEY, word TEXT NOT NULL);\nINSERT INTO ${table} (id, word) VALUES ${list.map((w, i) => `(${i}, '${w}')`).join(", ")};`;
const seq = (n) => `WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ${n - 1})`;
const pick = (list, expression) => `CASE ${expression} ${list.map((v, i) => `WHEN ${i} THEN '${v}'`).join(" ")} END`;

/** The trigger that files plays under today's date: loaded results have their own dates, so it rests meanwhile. */
function dailyPlaysTrigger() {
  const migration = readFileSync(join(ROOT, "db/migrations/0010_community_counters.sql"), "utf8");
  const trigger = migration.match(/CREATE TRIGGER games_daily_plays[\s\S]*?\nEND;/);
  if (!trigger) throw new Error("migration 0010 no longer holds the games_daily_plays trigger");
  return trigger[0];
}

function loadSql() {
  const definition = largestDemoGame().text.replaceAll("'", "''");
  const playerOf = (i) => `'bench_p' || (${i} % ${PLAYERS})`;
  return `
${words("bench_nouns", NOUNS)}
${words("bench_adjectives", ADJECTIVES)}
DROP TRIGGER games_daily_plays;
INSERT INTO users (id, username, email, file_uid, grade, account_type, bio, parties_public)
  ${seq(CREATORS)} SELECT 'bench_c' || i, 'Createur' || i, 'createur' || i || '@bench.escaplay.fr', 'fb_c' || i, 3, 'creator', 'Je crée des escape games depuis ' || (2015 + i % 10) || '.', i % 2 FROM seq;
INSERT INTO users (id, username, email, file_uid, grade, account_type)
  ${seq(PLAYERS)} SELECT 'bench_p' || i, 'Joueur' || i, 'joueur' || i || '@bench.escaplay.fr', 'fb_p' || i, 1, 'player' FROM seq;
INSERT INTO games (id, creator_id, type, title, summary, theme, difficulty, language, published_at, updated_at)
  ${seq(GAMES)} SELECT 'bench-' || i, 'bench_c' || (i % ${CREATORS}),
    ${pick(["classic", "interface", "360"], "(i / 4) % 3")},
    'Le ' || (SELECT word FROM bench_nouns WHERE id = i % ${NOUNS.length}) || ' ' || (SELECT word FROM bench_adjectives WHERE id = (i / ${NOUNS.length}) % ${ADJECTIVES.length}) || ' ' || i,
    'Une enquête autour du ' || (SELECT word FROM bench_nouns WHERE id = (i * 7) % ${NOUNS.length}) || ' et du ' || (SELECT word FROM bench_nouns WHERE id = (i * 13) % ${NOUNS.length}) || '.',
    ${pick(["adventure", "fantastic", "horror", "investigation"], "i % 4")}, ${pick(["easy", "medium", "hard"], "i % 3")},
    CASE WHEN i % 10 = 0 THEN 'en' ELSE 'fr' END, ${NOW} - (i % 730) * ${DAY} - i, ${NOW} - (i % 730) * ${DAY}
  FROM seq;
INSERT INTO game_versions (game_id, version, definition) ${seq(PAGE_GAMES)} SELECT 'bench-' || i, 1, '${definition}' FROM seq;
INSERT INTO play_sessions (id, game_id, mode, user_id, status, created_at, ended_at)
  ${seq(RESULTS)} SELECT 'bench-s' || i, 'bench-' || (CASE WHEN i % 3 = 0 THEN (i / 3) % 500 ELSE (i * 7919) % ${GAMES} END), CASE WHEN i % 5 = 0 THEN 'multi' ELSE 'solo' END,
    ${playerOf("i")}, 'ended', ${NOW} - ((i * 37) % 365) * ${DAY} - (i % ${DAY}), ${NOW} - ((i * 37) % 365) * ${DAY} - (i % ${DAY}) + 1800000 FROM seq;
INSERT INTO play_results (session_id, game_id, user_id, mode, outcome, timer_seconds, played_seconds, hints_used, wrong_answers, rooms_reached, achievements, created_at)
  SELECT id, game_id, user_id, mode, CASE WHEN rowid % 4 = 0 THEN 'lost' ELSE 'won' END, 1500 + rowid % 1200, 1500 + rowid % 1200, rowid % 5, rowid % 3, 1 + rowid % 3, '[]', ended_at
  FROM play_sessions WHERE id LIKE 'bench-s%';
INSERT INTO game_daily_plays (game_id, day, plays) SELECT game_id, created_at / ${DAY}, count(*) FROM play_results WHERE game_id LIKE 'bench-%' GROUP BY 1, 2;
UPDATE games SET played_count = (SELECT count(*) FROM play_results WHERE play_results.game_id = games.id),
    won_count = (SELECT count(*) FROM play_results WHERE play_results.game_id = games.id AND outcome = 'won'),
    plays_7d = (SELECT coalesce(sum(plays), 0) FROM game_daily_plays WHERE game_daily_plays.game_id = games.id AND day > ${Math.floor(NOW / DAY)} - 7)
  WHERE id LIKE 'bench-%';
UPDATE games SET started_count = played_count WHERE id LIKE 'bench-%';
${dailyPlaysTrigger()}
INSERT INTO reviews (id, game_id, user_id, rating, comment, status, created_at)
  ${seq(REVIEWS)} SELECT 'bench-r' || i, 'bench-' || (i % ${GAMES}), 'bench_p' || ((i / ${GAMES}) * 10000 + i % 10000),
    1 + (i * 31) % 5, 'Très bonne partie, des énigmes variées et une belle ambiance (' || i || ').',
    CASE WHEN i % 20 = 0 THEN 'pending' ELSE 'approved' END, ${NOW} - (i % 365) * ${DAY} FROM seq;
DROP TABLE bench_nouns;
DROP TABLE bench_adjectives;
`;
}

// What is timed is the queries at scale: a cookie the page cache does not know (ADR 055) makes the worker render
// every page for its request, as for a signed-in person, instead of answering a kept copy.
const RENDER_COOKIE = "bench=rendered";

function timeRequest(url, headers = {}) {
  const start = performance.now();
  const sent = { accept: "text/html", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36", cookie: RENDER_COOKIE, ...headers };
  return fetch(url, { headers: sent }).then(async (res) => {
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return { ms: performance.now() - start, timing: res.headers.get("server-timing") };
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const pad = (text, width) => String(text).padEnd(width);

/** The addresses of each measured page; each call gives another instance, so no two requests read the same rows. */
function targets() {
  let n = 0;
  const next = () => n++;
  const search = () => {
    const s = SEARCHES[next() % SEARCHES.length];
    return `/escape/search?q=${encodeURIComponent(s.q)}&theme=${s.theme}&sort=${s.sort}`;
  };
  return [
    { name: "floor: /v1/health", path: () => "/v1/health" },
    { name: "search + theme + sort", path: search },
    { name: "rail: trending", path: () => "/escape/search?sort=trending" },
    { name: "rail: popular", path: () => "/escape/search?sort=popular" },
    { name: "rail: latest", path: () => "/escape/search?sort=latest" },
    { name: "game page", path: () => `/escape/bench-${(next() * 37) % PAGE_GAMES}` },
    { name: "profile", path: () => `/c/Createur${(next() * 53) % CREATORS}` },
  ];
}

function literal(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** The statements the worker logged for requests carrying the secret, with their values written in. */
function loggedStatements(log) {
  const statements = new Map();
  for (const line of log.split("\n")) {
    const at = line.indexOf("[sql] ");
    if (at < 0) continue;
    try {
      const { sql, params } = JSON.parse(line.slice(at + 6));
      let i = 0;
      const inlined = sql.replace(/\?/g, () => literal(params[i++]));
      statements.set(sql, inlined);
    } catch {
      // A line cut by the log's buffering: its statement shows again in the next request.
    }
  }
  return [...statements.values()];
}

/**
 * Whole-table reads: a table scanned from end to end (not the FTS index, not a subquery's rows), or a whole
 * listing sorted to find its first rows (the rows an index gives for the listed condition alone, all sorted).
 */
function fullScans(plan) {
  const wholeListing = plan.some((line) => /USING (COVERING )?INDEX \w+ \(status=\? AND visibility=\?\)$/.test(line));
  return plan.filter((line) => (/\bSCAN (?!CONSTANT|\()\w+/.test(line) && !/VIRTUAL TABLE/.test(line)) || (wholeListing && /USE TEMP B-TREE FOR ORDER BY/.test(line)));
}

/** One `wrangler d1 execute` per statement: its file splitter misreads some statements (a CASE … END among them). */
function explain(state, statements) {
  return statements.map((sql) => {
    const out = execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--command", `EXPLAIN QUERY PLAN ${sql}`, "--json"], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    return { sql, plan: (JSON.parse(out.toString())[0]?.results ?? []).map((row) => row.detail) };
  });
}

async function main() {
  process.once("SIGINT", () => cleanUp().then(() => process.exit(130)));
  process.once("SIGTERM", () => cleanUp().then(() => process.exit(143)));
  console.log(`Loading ${GAMES.toLocaleString("en")} games, ${RESULTS.toLocaleString("en")} results and ${REVIEWS.toLocaleString("en")} reviews…`);
  const loadStart = performance.now();
  const platform = await startPlatform({ sql: loadSql(), vars: { BENCH_SECRET: SECRET, HOME_CACHE_SECONDS: "0" } });
  console.log(`Loaded and started in ${((performance.now() - loadStart) / 1000).toFixed(0)} s.`);
  try {
    const pages = targets();
    // Once each with the SQL log on: the statements whose plans are printed below.
    for (const page of pages) await timeRequest(platform.site + page.path(), { "x-bench-sql": SECRET });
    for (const page of pages) for (let i = 0; i < 3; i++) await timeRequest(platform.site + page.path());
    const samples = new Map(pages.map((page) => [page.name, []]));
    for (let i = 0; i < REQUESTS; i++) for (const page of pages) samples.get(page.name).push((await timeRequest(platform.site + page.path())).ms);

    console.log(`\n${pad("page", 24)}${pad("p50 ms", 10)}${pad("p95 ms", 10)}p95 < ${TARGET_P95} ms`);
    let allMet = true;
    for (const [name, times] of samples) {
      const sorted = [...times].sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      if (!name.startsWith("floor")) allMet &&= p95 < TARGET_P95;
      console.log(`${pad(name, 24)}${pad(percentile(sorted, 50).toFixed(1), 10)}${pad(p95.toFixed(1), 10)}${p95 < TARGET_P95 ? "yes" : "no"}`);
    }
    console.log(`(${REQUESTS} requests per page, one at a time, through the built worker under wrangler dev)`);
    const floor50 = percentile([...samples.values()][0].slice().sort((a, b) => a - b), 50);
    const within = [...samples].slice(1).every(([, times]) => percentile([...times].sort((a, b) => a - b), 50) <= 2 * floor50);
    console.log(`p50 within 2x the floor's on every page: ${within ? "yes" : "no"}`);
    const timings = pages.slice(1).map((page) => ({ name: page.name, timings: [] }));
    for (let i = 0; i < SPLIT_REQUESTS; i++) {
      for (const [k, page] of pages.slice(1).entries()) timings[k].timings.push((await timeRequest(platform.site + page.path(), { [TIMING_HEADER]: SECRET })).timing);
    }
    printSplit(timings);

    await new Promise((r) => setTimeout(r, 500));
    const plans = explain(platform.state, loggedStatements(platform.workerLog()));
    let scans = 0;
    console.log(`\nQuery plans of the ${plans.length} statements these pages send:`);
    for (const { sql, plan } of plans) {
      const full = fullScans(plan);
      scans += full.length;
      // A read sent in a batch is wrapped in SELECT * FROM (…) (ADR 033): the statement inside is the page's. The
      // column list says little about the plan: the statement from its FROM on.
      const inner = sql.replace(/^SELECT \* FROM \(\n([\s\S]*)\n\)$/, "$1");
      const shown = inner.replace(/^select [\s\S]*? from /i, "select … from ");
      console.log(`\n${shown.length > 600 ? `${shown.slice(0, 600)}…` : shown}`);
      for (const line of plan) console.log(`  ${full.includes(line) ? "WHOLE TABLE → " : ""}${line}`);
    }
    console.log(`\np95 under ${TARGET_P95} ms on every page: ${allMet ? "yes" : "no"}`);
    console.log(`statements that scan a whole table: ${scans === 0 ? "none" : scans}`);
  } finally {
    await platform.stop();
  }
}

main().then(
  () => process.exit(0),
  async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  },
);
