import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The suite against what ships: the built worker under `wrangler dev` with NODE_ENV=production, as `npm start`
// and a deploy run it (not sources transformed by Vite), and a real `partykit dev`. Plain Node, real HTTP.
// Run `npm run build` first, then: npx vitest run --config tests/ship/vitest.config.ts
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/ship/**/*.test.ts"],
    globalSetup: ["tests/ship/global-setup.ts"],
    // One platform for every file; the files use accounts of their own, so order does not matter.
    fileParallelism: false,
    testTimeout: 90_000, // only for a test that hangs: speed is the benches' business
    hookTimeout: 300_000, // a site of its own: bundling and serving the worker takes minutes beside the browser tests
    teardownTimeout: 20_000,
    // Node 20 has WebSocket (for partysocket) only behind this flag.
    execArgv: ["--experimental-websocket", "--disable-warning=ExperimentalWarning"],
  },
});
