import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { seedStatements } from "./db/seed/index.mjs";

// The one unit test that reads the seeded database.
const SEEDED_UNIT = "tests/unit/seed-games.test.ts";

/**
 * The `stripe` package's source maps name sources it does not ship, and Vite warns about each of its ~40 modules
 * on every run. Its modules are loaded without their map comment: stack traces through it stay in its JS.
 */
const stripeWithoutMaps = {
  name: "stripe-without-source-maps",
  enforce: "pre" as const,
  async load(id: string) {
    if (!/\/node_modules\/stripe\/.*\.js$/.test(id)) return null;
    return { code: (await readFile(id, "utf8")).replace(/^\/\/# sourceMappingURL=.*$/m, ""), map: null };
  },
};

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** A port free on loopback now, for the worker tests' DNS endpoint (tests/worker/dns-global-setup.ts). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Unit and worker tests run inside workerd with real, isolated D1 and R2. Kept apart from the Remix
 * vite.config.ts; the worker imports the Remix server build, so `npm run build` comes first.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path("./db/migrations"));
  // The loopback DNS the custom-domain checks ask (ADR 042): its port is chosen here, where the bindings are made,
  // and the worker project's global setup starts it there.
  process.env.ESCAPLAY_TEST_DNS_PORT ||= String(await freePort());
  return {
    plugins: [
      stripeWithoutMaps,
      cloudflareTest({
        main: "./workers/app.ts",
        wrangler: { configPath: "./wrangler.toml", environment: "local" },
        miniflare: {
          bindings: {
            ENVIRONMENT: "test",
            // One JSON line per request (ADR 048) would be thousands here: only warnings and errors are written.
            LOG_LEVEL: "warn",
            // Tests change the data between requests and expect to see it at once.
            HOME_CACHE_SECONDS: "0",
            PAGE_CACHE_SECONDS: "0",
            // No rooms server runs beside these tests (tests/rooms has them): with no project rooms host the
            // backend skips asking a room to flush, where a refused connection would only print workerd's noise.
            PROJECT_SOCKET_HOST: "",
            // /v1/health asks the game rooms host (ADR 048): a port nothing listens on, so a `partykit dev` another
            // run left on 1999 cannot make these tests' answer depend on it.
            GAME_SOCKET_HOST: "http://127.0.0.1:9",
            TICKET_SECRET: "test-ticket-secret-for-workerd-only",
            SESSION_SECRET: "test-session-secret-for-workerd-only",
            // The game rooms' credential for /v1/internal.
            ROOM_SERVICE_SECRET: "test-room-service-secret-for-workerd-only",
            DNS_RESOLVER_URL: `http://127.0.0.1:${process.env.ESCAPLAY_TEST_DNS_PORT}/dns-query`,
            TEST_MIGRATIONS: migrations,
            TEST_SEED: seedStatements(),
          },
        },
      }),
    ],
    resolve: {
      alias: {
        "remix-build": path("./build/server/index.js"),
        "~": path("./app"),
        // The pool loads CommonJS Remix through these entry points (STACK.md, trap 4).
        "@remix-run/server-runtime": path("./node_modules/@remix-run/server-runtime/dist/index.js"),
        "@remix-run/router": path("./node_modules/@remix-run/router/dist/router.cjs.js"),
      },
    },
    test: {
      // One runtime for a project's files in turn: a fresh runtime per file loaded the whole worker each time, most of
      // the suite's time (the worker project's setup file gives each file a fresh database and bucket instead). The
      // pool's entrypoint wrapper is patched (patches/, ADR 053): it stacked a proxy per request, which a runtime kept
      // across files made slower with every request.
      isolate: false,
      // Two projects: only the worker tests start each file from a migrated, seeded D1; pure unit tests need none.
      projects: [
        // Only for a test that hangs (ADR 053): speed is the benches' business.
        { extends: true as const, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], exclude: [SEEDED_UNIT], testTimeout: 60_000 } },
        {
          extends: true as const,
          test: {
            name: "worker",
            include: ["tests/worker/**/*.test.ts", SEEDED_UNIT],
            setupFiles: ["./tests/worker/setup.ts"],
            globalSetup: ["./tests/worker/dns-global-setup.ts"],
            // `npm test` runs these beside the end-to-end browsers, on what CPU they leave (ADR 053): a file of many
            // requests can take several times its quiet duration there, more on a slow machine. A timeout here only
            // catches a test that hangs: speed is the benches' business.
            testTimeout: 90_000,
          },
        },
      ],
    },
  };
});
