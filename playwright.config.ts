import { defineConfig, devices } from "@playwright/test";
import { SITE } from "./tests/e2e/config.mjs";

/**
 * Specs that change what every other test meets, run after the rest, one at a time: both stop and start the rooms
 * server (tests/e2e/rooms-control.ts).
 */
const ALONE = ["**/coedit.spec.ts", "**/studio-offline.spec.ts"];

// Debian's Chromium (never `playwright install`), headless, with the flags this network needs.
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  // Two spec files at a time: a test spends much of its time waiting on the servers and the browser, so a second
  // worker uses the machine's other core. Each test makes its own accounts and games; the few that cannot run beside
  // others run last (ALONE).
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // A test is a person's whole journey, on a machine the other suites share (scripts/test.mjs): the limit only catches
  // one that hangs, speed being the benches' business.
  timeout: 45_000,
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
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: ALONE },
    {
      name: "alone",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: ALONE,
      dependencies: ["chromium"],
      workers: 1,
    },
  ],
  webServer: {
    command: "node tests/e2e/serve.mjs",
    url: `${SITE}/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
