#!/usr/bin/env node
/**
 * Lists the text keys of the French tables (app/i18n/messages/<namespace>/fr.ts) that no source file
 * references, so dead texts can be removed from every locale.
 *
 *   node scripts/unused-texts.mjs            every namespace
 *   node scripts/unused-texts.mjs releases   only the namespaces named
 *
 * How a key counts as used (sources: every .ts/.tsx under app/, workers/ and rooms/, the texts excluded):
 * - a string literal equal to the key, or to one of its ancestors ("play.types" uses "play.types.360",
 *   "letsplay.ways" read whole by tx() uses every card in it);
 * - a template literal whose fixed parts match it: `common.themes.${theme}` uses every key under
 *   common.themes, `plans.plans.${id}.name` every plan's name;
 * - a literal ending with a dot ("auth.errors." + code) uses everything below that prefix.
 * Keys reached without their full name (a namespace destructured from namespaceFor(), a key held in a
 * variable built elsewhere) cannot be seen: list them in INDIRECT below. The script only reports;
 * removing keys stays a human decision. Exit code 0 whatever it finds.
 */
import { build } from "esbuild";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Keys read without their full name in the sources (see the header). */
const INDIRECT = [
  // app/root.tsx destructures these from namespaceFor(locale, "auth").
  "auth.menu",
  "auth.badges",
  "auth.validation",
  "auth.errors",
  "auth.notices",
  // app/routes/_site.error.($id).tsx reads every access error by its code.
  "access.errors",
];

async function loadRegistry() {
  const out = await build({
    entryPoints: [join(root, "app/i18n/messages/index.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    write: false,
    logLevel: "silent",
  });
  const code = out.outputFiles[0].text;
  const mod = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
  return mod.namespaces;
}

/** Every key path of a table: objects are walked, arrays and strings are leaves. */
function keysOf(value, prefix, into) {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [name, child] of Object.entries(value)) keysOf(child, `${prefix}.${name}`, into);
  } else {
    into.push(prefix);
  }
  return into;
}

function sourceFiles(dir, into = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path.startsWith(join(root, "app/i18n/messages"))) continue;
    if (statSync(path).isDirectory()) sourceFiles(path, into);
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) into.push(path);
  }
  return into;
}

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** What the sources reference: exact names (and prefixes) and patterns from template literals. */
function references(files) {
  const exact = new Set(INDIRECT);
  const patterns = [];
  const texts = files.map((file) => readFileSync(file, "utf8"));
  // Components that take their namespace as a prop (<LegalDocument ns="cgu" />) build `${ns}.title`.
  const nsProps = new Set(texts.flatMap((text) => [...text.matchAll(/\bns=["']([\w-]+)["']/g)].map((m) => m[1])));
  for (const text of texts) {
    for (const m of text.matchAll(/"([a-z][\w-]*(?:\.[\w-]+)+\.?)"|'([a-z][\w-]*(?:\.[\w-]+)+\.?)'/g)) {
      exact.add(m[1] ?? m[2]);
    }
    for (const m of text.matchAll(/`([^`]*)`/g)) {
      const bodies = m[1].startsWith("${ns}.") ? [...nsProps].map((ns) => m[1].replace("${ns}", ns)) : [m[1]];
      for (const body of bodies) {
        if (!/^[a-z][\w-]*\./.test(body)) continue;
        if (!body.includes("${")) {
          exact.add(body);
          continue;
        }
        const source = body
          .split(/\$\{[^}]*\}/)
          .map(escape)
          .join(".+");
        patterns.push({
          re: new RegExp(`^${source}$`),
          prefix: body.slice(0, body.indexOf("${")),
        });
      }
    }
  }
  return { exact, patterns };
}

function isUsed(key, { exact, patterns }) {
  const parts = key.split(".");
  for (let i = 2; i <= parts.length; i++) {
    const ancestor = parts.slice(0, i).join(".");
    if (exact.has(ancestor) || exact.has(`${ancestor}.`)) return true;
  }
  return patterns.some(
    ({ re, prefix }) =>
      parts.some((_, i) => i >= 1 && re.test(parts.slice(0, i + 1).join("."))) ||
      // A list read item by item (`plans.faq.${i}.a`) reaches below its key, which is a leaf here.
      prefix.startsWith(`${key}.`)
  );
}

const registry = await loadRegistry();
const wanted = process.argv.slice(2);
const files = ["app", "workers", "rooms"].flatMap((dir) => sourceFiles(join(root, dir)));
const refs = references(files);
let count = 0;
for (const [name, ns] of Object.entries(registry)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const unused = keysOf(ns.fr, name, []).filter((key) => !isUsed(key, refs));
  for (const key of unused) console.log(key);
  count += unused.length;
}
console.error(`${count} unused key(s) in ${files.length} source files (${relative(process.cwd(), root) || "."}).`);
