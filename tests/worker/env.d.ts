import type { D1Migration } from "@cloudflare/vitest-pool-workers";
import type { Env as WorkerEnv } from "../../workers/env";

// What `env` from cloudflare:test holds: the worker's bindings plus the test-only ones of vitest.config.ts.
declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SEED: string[];
    }
  }
}
