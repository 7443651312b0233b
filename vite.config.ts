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

export default defineConfig(({ isSsrBuild }) => ({
  // The browser's first visit fetches the shells' modules in a few files rather than ~20 small ones (see there).
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: shellChunks() } } },
  server: { host: "127.0.0.1" },
  plugins: [
    remixCloudflareDevProxy({ getLoadContext, environment: "local" }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
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
