import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflareDevProxyVitePlugin as remixCloudflareDevProxy, vitePlugin as remix } from "@remix-run/dev";
import { ROUTE_FAMILIES } from "./app/route-families";
import { shellChunks } from "./app/shell-chunks";
import { getLoadContext } from "./workers/load-context";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * Remix puts every route module in the browser build (its manifest points at one per route); a resource route
 * (a loader or an action, no component) leaves nothing for the browser, and Rollup reported each as
 * `Generated an empty chunk` (15 lines at every build). Those are expected and not reported; an empty chunk
 * from any other module still is.
 */
const chunkNameOf = (name: string) => name.replace(/[^\w.-]/g, "_");
function resourceRouteChunks(): Set<string> {
  const dir = join(root, "app", "routes");
  const component = /^export\s+default\b|^export\s*\{[^}]*\bdefault\b/m;
  return new Set(
    readdirSync(dir)
      .filter((file) => /\.[jt]sx?$/.test(file) && !component.test(readFileSync(join(dir, file), "utf8")))
      .map((file) => chunkNameOf(file.replace(/\.[jt]sx?$/, ""))),
  );
}

let resourceRoutes: Set<string> | undefined;

export default defineConfig(({ command, isSsrBuild }) => ({
  build: isSsrBuild
    ? {
        rollupOptions: {
          // Rollup's default for a build of several chunks: a chunk that imports another also gets a bare import of
          // everything that one imports (`import "drizzle-orm/d1"`, …), so a browser could fetch them all at once.
          // The server build is no page: wrangler bundles it into one worker, and its esbuild dropped each bare import
          // of a package marked `"sideEffects": false` with a warning (115 `ignored-bare-import` at every start, from
          // the main entry and the lazy renderers' and room drivers' chunks). Each chunk imports only what it uses.
          output: { hoistTransitiveImports: false },
        },
      }
    : {
        rollupOptions: {
          // The browser's first visit fetches the shells' modules in a few files rather than ~20 small ones (see there).
          output: { manualChunks: shellChunks() },
          onwarn(warning, warn) {
            const expected = (resourceRoutes ??= resourceRouteChunks());
            if (warning.code === "EMPTY_BUNDLE" && warning.names?.every((name) => expected.has(chunkNameOf(name)))) return;
            warn(warning);
          },
        },
      },
  server: { host: "127.0.0.1" },
  plugins: [
    // The dev server's bindings (D1, R2, vars) come from wrangler's platform proxy. A build needs none: there, Remix's
    // child compiler started the proxy (a workerd) three times, each saying "Using secrets defined in .dev.vars".
    command === "serve" && remixCloudflareDevProxy({ getLoadContext, environment: "local" }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        // Off on purpose (ADR 052): with it, a navigation racing a revalidation (a project created just after the cookie
        // choice) could end on the right address with the route's module never loaded, a blank page.
        v3_lazyRouteDiscovery: false,
      },
      routes: async () =>
        Object.fromEntries(
          ROUTE_FAMILIES.map((r) => [r.id, { id: r.id, path: r.path, file: r.file, parentId: r.parent }]),
        ),
    }),
    tsconfigPaths(),
  ],
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
}));
