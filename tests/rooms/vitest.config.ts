import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Room tests: plain Node against a real `partykit dev` (not the workers pool, not vite.config.ts).
// Run: npx vitest run --config tests/rooms/vitest.config.ts
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  // App modules shared with the rooms (app/lib/play) import the engine as the app does.
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/rooms/**/*.test.ts"],
    globalSetup: ["tests/rooms/global-setup.ts"],
    // Files share the two servers; running them one at a time keeps timings predictable.
    fileParallelism: false,
    // Only for a test that hangs: beside the browser tests a quiet second can take twenty. Speed is the benches' business.
    testTimeout: 60_000,
    // Some files start a site of their own (copy the build, migrate, seed, bundle and serve with wrangler):
    // seconds on a quiet machine, minutes beside the browser tests.
    hookTimeout: 300_000,
    teardownTimeout: 20_000,
    // Node 20 has WebSocket (for partysocket) only behind this flag; Node 22 has it by default.
    execArgv: ["--experimental-websocket", "--disable-warning=ExperimentalWarning"],
  },
});
