// JavaScript a first visit downloads for each route, gzipped: entry.client + root + the layout parents + the
// route module, every static import followed and each chunk counted once (as the browser caches it).
// Reads the Remix browser manifest that `npm run build` writes (build/client/assets/manifest-<hash>.js: one entry
// per route id with `module`, `imports` and `parentId`); the import graph comes from the chunks themselves, so it
// holds even when Vite's .vite/manifest.json has been removed after the build (Remix deletes it by default).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLIENT = path.join(ROOT, "build/client");
const HOME = "routes/_site._index";
const HOME_BUDGET_KB = 120;

function readRemixManifest() {
  const dir = path.join(CLIENT, "assets");
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => /^manifest-[\w-]+\.js$/.test(f)) : [];
  if (files.length === 0) {
    console.error("No build/client/assets/manifest-*.js: run `npm run build` first.");
    process.exit(1);
  }
  // A stale manifest can survive next to a fresh one when builds overlap; the newest is the one being served.
  const newest = files.map((f) => path.join(dir, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  const text = readFileSync(newest, "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, ""));
}

// Vite's optional manifest gives the same graph without parsing; used when the build keeps it.
function readViteGraph() {
  const file = path.join(CLIENT, ".vite/manifest.json");
  if (!existsSync(file)) return null;
  const graph = new Map();
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  const url = (key) => `/${manifest[key].file}`;
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith(".js")) continue;
    graph.set(url(key), { imports: (chunk.imports ?? []).map(url), dynamic: (chunk.dynamicImports ?? []).map(url) });
  }
  return graph;
}

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g;

const sizes = new Map();
const parsed = new Map();
const viteGraph = readViteGraph();

function chunk(url) {
  if (sizes.has(url)) return sizes.get(url);
  const buffer = readFileSync(path.join(CLIENT, url));
  const size = { raw: buffer.length, gzip: gzipSync(buffer).length };
  sizes.set(url, size);
  return size;
}

function edges(url) {
  if (viteGraph?.has(url)) return viteGraph.get(url);
  if (parsed.has(url)) return parsed.get(url);
  const text = readFileSync(path.join(CLIENT, url), "utf8");
  const resolve = (spec) => (spec.startsWith(".") ? path.posix.resolve(path.posix.dirname(url), spec) : spec);
  const pick = (re) => [...text.matchAll(re)].map((m) => resolve(m[1])).filter((u) => u.startsWith("/"));
  const result = { imports: pick(STATIC_IMPORT), dynamic: pick(DYNAMIC_IMPORT) };
  parsed.set(url, result);
  return result;
}

/** Static closure of `starts`, plus the dynamic imports met on the way (loaded later, on demand). */
function closure(starts) {
  const loaded = new Set();
  const dynamic = new Set();
  const stack = [...starts];
  while (stack.length > 0) {
    const url = stack.pop();
    if (loaded.has(url)) continue;
    loaded.add(url);
    const { imports, dynamic: lazy } = edges(url);
    stack.push(...imports);
    for (const d of lazy) dynamic.add(d);
  }
  return { loaded, lazy: onDemand(dynamic, loaded) };
}

/** Everything reachable from the dynamic imports that the first load did not already fetch. */
function onDemand(starts, exclude) {
  const seen = new Set();
  const stack = [...starts];
  while (stack.length > 0) {
    const url = stack.pop();
    if (seen.has(url) || exclude.has(url)) continue;
    seen.add(url);
    stack.push(...edges(url).imports, ...edges(url).dynamic);
  }
  return seen;
}

const total = (urls) =>
  [...urls].reduce((sum, url) => ({ raw: sum.raw + chunk(url).raw, gzip: sum.gzip + chunk(url).gzip }), { raw: 0, gzip: 0 });

const manifest = readRemixManifest();
const routes = manifest.routes;

function modulesFor(id) {
  const chain = [];
  for (let r = routes[id]; r; r = r.parentId ? routes[r.parentId] : undefined) chain.unshift(r);
  return [manifest.entry.module, ...manifest.entry.imports, ...chain.flatMap((r) => [r.module, ...r.imports])];
}

// Route families share one module (app/pages/*): one row per module and layout chain, naming how many ids use it.
const rows = new Map();
rows.set("entry.client", { label: "entry.client", modules: [manifest.entry.module, ...manifest.entry.imports], own: manifest.entry.module });
for (const [id, route] of Object.entries(routes)) {
  const parents = [];
  for (let p = route.parentId; p; p = routes[p]?.parentId) parents.push(p);
  const key = `${route.module}|${parents.join(">")}`;
  const row = rows.get(key);
  if (row) row.ids.push(id);
  else rows.set(key, { ids: [id], modules: modulesFor(id), own: route.module, parent: route.parentId ?? "" });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const table = [...rows.values()].map((row) => {
  const { loaded, lazy } = closure(row.modules);
  const label = row.label ?? (row.ids.length > 1 ? `${row.ids[0]} (+${row.ids.length - 1} ids)` : row.ids[0]);
  return { label, parent: row.parent ?? "", id: row.ids?.[0], files: loaded.size, own: chunk(row.own), all: total(loaded), lazy: total(lazy) };
});
table.sort((a, b) => b.all.gzip - a.all.gzip || a.label.localeCompare(b.label));

const headers = ["route", "parent", "files", "module gz", "total raw", "total gz", "lazy gz"];
const lines = table.map((r) => [r.label, r.parent, String(r.files), kb(r.own.gzip), kb(r.all.raw), kb(r.all.gzip), r.lazy.gzip ? kb(r.lazy.gzip) : "-"]);
const widths = headers.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
const format = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");

console.log(`JavaScript per route on a first visit (KB = 1024 bytes, default gzip level, graph from ${viteGraph ? ".vite/manifest.json" : "chunk imports"})`);
console.log(format(headers));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const line of lines) console.log(format(line));

const shared = [...sizes.entries()].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 5);
console.log(`\nLargest chunks: ${shared.map(([url, s]) => `${path.posix.basename(url)} ${kb(s.gzip)} KB`).join(", ")}`);

const home = table.find((r) => r.id === HOME);
if (home) {
  console.log(`\n${HOME}: ${kb(home.all.gzip)} KB gzip over ${home.files} files`);
  console.log(`home ≤ ${HOME_BUDGET_KB} KB gzip: ${home.all.gzip <= HOME_BUDGET_KB * 1024 ? "yes" : "no"}`);
} else {
  console.log(`\n${HOME} is not in the manifest`);
  console.log(`home ≤ ${HOME_BUDGET_KB} KB gzip: no`);
}
