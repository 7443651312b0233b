// Builds what the deploy workflow ships, without shipping it (ADR 047), so a bundle that cannot deploy fails
// `npm test` and not a release. Needs the build (`npm run build`). Runs the workflow's own commands:
//
//   wrangler deploy --dry-run --env production --outdir …          the production worker
//   wrangler versions upload --dry-run --env preview --preview-alias pr-0 --var … --secrets-file … --outdir …
//                                                                   a pull request's preview version
//   partykit deploy --with-vars                                     the parties, as main deploys them
//   partykit deploy --preview pr-0 --with-vars --var …              a pull request's PartyKit preview
//
// `partykit deploy` has no dry run, so it runs for real against a PartyKit API on the loopback interface that
// keeps what it is sent (the bundle PartyKit's own esbuild made, the parties, the variables) instead of deploying
// it; every other request fails the run. Its output is left in .tmp/deploy-dry-run/.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = join(root, ".tmp", "deploy-dry-run");
const bin = (name) => join(root, "node_modules", ".bin", name);

if (!existsSync(join(root, "build", "server", "index.js"))) {
  console.error("No build: run `npm run build` first (the worker bundles build/server and serves build/client).");
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, "home"), { recursive: true });

// Stand-ins for what the workflow takes from the repository's variables and secrets.
const preview = "pr-0";
const roomsPreview = `https://${preview}.escaplay.dry-run.partykit.dev`;
const workerPreview = `https://${preview}-escaplay-preview.dry-run.workers.dev`;
const secretsFile = join(out, "preview-secrets.json");
writeFileSync(secretsFile, JSON.stringify({ SESSION_SECRET: "dry-run-session", TICKET_SECRET: "dry-run-ticket", ROOM_SERVICE_SECRET: "dry-run-service" }));

const quiet = {
  ...process.env,
  CI: "true",
  NO_UPDATE_NOTIFIER: "1",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  FORCE_COLOR: "0",
};

/** Runs a command with its output kept; resolves with it, rejects with it when the command fails. */
function run(label, command, args, env = quiet) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) resolve({ label, output, seconds });
      else reject(new Error(`${label} failed (exit ${code}) after ${seconds} s:\n${output}`));
    });
  });
}

// wrangler names the bundle after the entry point (workers/app.ts: app.js).
const mainModule = `${basename(String(/^main = "(.+)"$/m.exec(readFileSync(join(root, "wrangler.toml"), "utf8"))?.[1]), ".ts")}.js`;

/** The bundle wrangler wrote in `dir` (its main module must be there and not empty), and the size it would upload. */
function bundleIn(dir, output) {
  const main = join(dir, mainModule);
  if (!existsSync(main) || statSync(main).size === 0) throw new Error(`wrangler wrote no ${mainModule} in ${dir}:\n${output}`);
  const modules = readdirSync(dir).filter((name) => name.endsWith(".js")).length;
  const upload = /Total Upload: .+/.exec(output)?.[0] ?? "";
  return `${mainModule}${modules > 1 ? ` and ${modules - 1} more modules` : ""}${upload ? `, ${upload}` : ""}`;
}

async function workers() {
  const production = join(out, "worker-production");
  const deployed = await run("wrangler deploy --dry-run --env production", bin("wrangler"), ["deploy", "--dry-run", "--env", "production", "--outdir", production]);
  const previewDir = join(out, "worker-preview");
  const uploaded = await run("wrangler versions upload --dry-run --env preview", bin("wrangler"), [
    "versions", "upload", "--dry-run", "--env", "preview", "--preview-alias", preview,
    "--var", `GAME_SOCKET_HOST:${roomsPreview}`, "--var", `PROJECT_SOCKET_HOST:${roomsPreview}`,
    "--secrets-file", secretsFile, "--outdir", previewDir,
  ]);
  return [
    `${deployed.label}: ${bundleIn(production, deployed.output)} (${deployed.seconds} s)`,
    `${uploaded.label}: ${bundleIn(previewDir, uploaded.output)} (${uploaded.seconds} s)`,
  ];
}

/** A PartyKit API on loopback that keeps each deploy it is sent. */
async function loopbackPartykitApi() {
  const deploys = [];
  const unexpected = [];
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const answer = (status, body) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "GET" && url.pathname === "/flags") return answer(200, { defaultLoginMethod: "github", supportedLoginMethods: ["clerk", "github"] });
    if (req.method === "POST" && /^\/parties\/[^/]+\/[^/]+$/.test(url.pathname)) {
      const form = await new Request(url, { method: "POST", headers: { "Content-Type": req.headers["content-type"] ?? "" }, body: Buffer.concat(chunks) }).formData();
      deploys.push({ path: url.pathname, preview: url.searchParams.get("preview"), form });
      return answer(200, { result: { is_initial_deploy: false } });
    }
    unexpected.push(`${req.method} ${url.pathname}`);
    return answer(404, { error: "not a deploy" });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return { base: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`, deploys, unexpected, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function parties() {
  const api = await loopbackPartykitApi();
  // A GitHub-type login needs no network (a PartyKit token would be checked with PartyKit's sign-in service);
  // no real credential reaches the loopback API, and PartyKit's settings file goes to a home of its own.
  const env = { ...quiet, HOME: join(out, "home"), PARTYKIT_API_BASE: api.base, GITHUB_LOGIN: "dry-run", GITHUB_TOKEN: "dry-run" };
  for (const name of ["PARTYKIT_TOKEN", "PARTYKIT_LOGIN", "PARTYKIT_TEAM", "CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ACCOUNT_ID"]) delete env[name];
  const config = JSON.parse(readFileSync(join(root, "partykit.json"), "utf8"));
  const lines = [];
  try {
    const main = await run("partykit deploy --with-vars", bin("partykit"), ["deploy", "--with-vars"], env);
    const previewed = await run("partykit deploy --preview", bin("partykit"), [
      "deploy", "--preview", preview, "--with-vars",
      "--var", `BACKEND_URL=${workerPreview}`, "--var", `ALLOWED_ORIGINS=${workerPreview}`,
      "--var", "TICKET_SECRET=dry-run-ticket", "--var", "ROOM_SERVICE_SECRET=dry-run-service",
    ], env);
    if (api.unexpected.length) throw new Error(`partykit deploy asked the API for more than a deploy: ${api.unexpected.join(", ")}`);
    if (api.deploys.length !== 2) throw new Error(`partykit deploy sent ${api.deploys.length} deploys, not 2`);
    for (const [ran, deploy, expectedVars] of [
      [main, api.deploys[0], { BACKEND_URL: config.vars.BACKEND_URL, ALLOWED_ORIGINS: config.vars.ALLOWED_ORIGINS }],
      [previewed, api.deploys[1], { BACKEND_URL: workerPreview, ALLOWED_ORIGINS: workerPreview, TICKET_SECRET: "dry-run-ticket" }],
    ]) {
      const code = String(deploy.form.get("code") ?? "");
      const sent = JSON.parse(String(deploy.form.get("parties") ?? "[]"));
      const vars = JSON.parse(String(deploy.form.get("vars") ?? "{}"));
      if (!code.length) throw new Error(`${ran.label} sent no code`);
      if (JSON.stringify(sent) !== JSON.stringify(Object.keys(config.parties))) throw new Error(`${ran.label} sent the parties ${JSON.stringify(sent)}`);
      if (deploy.form.get("compatibilityDate") !== config.compatibilityDate) throw new Error(`${ran.label} sent the compatibility date ${deploy.form.get("compatibilityDate")}`);
      for (const [key, value] of Object.entries(expectedVars)) {
        if (vars[key] !== value) throw new Error(`${ran.label} sent ${key}=${JSON.stringify(vars[key])}, not ${JSON.stringify(value)}`);
      }
      const file = join(out, `rooms-${deploy.preview ?? "production"}.js`);
      writeFileSync(file, code);
      lines.push(`${ran.label}: ${(code.length / 1024).toFixed(0)} KB, parties ${sent.join(", ")}${deploy.preview ? `, preview ${deploy.preview}` : ""} (${ran.seconds} s)`);
    }
  } finally {
    await api.close();
  }
  return lines;
}

const results = await Promise.allSettled([workers(), parties()]);
let failed = false;
for (const result of results) {
  if (result.status === "fulfilled") for (const line of result.value) console.log(line);
  else {
    failed = true;
    console.error(result.reason instanceof Error ? result.reason.message : String(result.reason));
  }
}
rmSync(secretsFile, { force: true });
console.log(failed ? "The deploy dry run failed: what ships could not be built." : `Bundles in ${out}`);
process.exit(failed ? 1 : 0);
