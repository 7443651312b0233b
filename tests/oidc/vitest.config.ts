import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Google sign-in tests: plain Node, a real OpenID provider (oidc-provider) and the built worker under
// `wrangler dev`, talking real HTTP. Run `npm run build` first, then:
// npx vitest run --config tests/oidc/vitest.config.ts
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    environment: "node",
    include: ["tests/oidc/**/*.test.ts"],
    globalSetup: ["tests/oidc/global-setup.ts"],
    // The tests share one provider and one database, and some build on accounts made by earlier ones.
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 90_000, // only for a test that hangs: speed is the benches' business
    hookTimeout: 300_000, // a site of its own: bundling and serving the worker takes minutes beside the browser tests
    teardownTimeout: 20_000,
  },
});
