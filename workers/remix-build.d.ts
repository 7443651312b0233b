// `remix-build` is an alias (wrangler.toml, vitest.config.ts) for the server build `npm run build` writes.
declare module "remix-build" {
  import type { ServerBuild } from "@remix-run/cloudflare";
  const build: ServerBuild;
  export = build;
}
