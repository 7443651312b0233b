import { defineConfig, devices } from "@playwright/test";
import { SITE } from "./tests/e2e/config.mjs";

// Debian's Chromium (never `playwright install`), headless, with the flags this network needs.
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: SITE,
    trace: "off",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
        // A company's custom host (ADR 044): tests/e2e/custom-host.spec.ts opens http://jeux.acme.test:<site port>.
        "--host-resolver-rules=MAP jeux.acme.test 127.0.0.1"],
      env: { ...process.env, XDG_CONFIG_HOME: "/tmp/e2e-xdg", XDG_CACHE_HOME: "/tmp/e2e-xdg" },
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node tests/e2e/serve.mjs",
    url: `${SITE}/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
