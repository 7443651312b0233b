import { readFileSync } from "node:fs";
import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../app/i18n/locales";
import { repoRoot } from "../oidc/site";

/**
 * What a plain `wrangler deploy` (the top level of wrangler.toml) and `partykit deploy` would ship, read as they
 * read it: the production values must reach the real hosts, never a developer's machine.
 */

const production = unstable_readConfig({ config: `${repoRoot}wrangler.toml` });
const partykit = JSON.parse(readFileSync(`${repoRoot}partykit.json`, "utf8")) as { vars: Record<string, string>; parties: Record<string, string> };
const local = (value: string) => /localhost|127\.0\.0\.1|\[::1\]/.test(value);

describe("the production configuration", () => {
  it("gives the worker every variable the local one has", () => {
    const developmentVars = Object.keys(unstable_readConfig({ config: `${repoRoot}wrangler.toml`, env: "local" }).vars);
    expect(Object.keys(production.vars).sort()).toEqual(developmentVars.sort());
    expect(production.vars.ENVIRONMENT).toBe("production");
    expect(production.vars.MAIL_TRANSPORT).not.toBe("dev");
  });

  it("rolls the trending window every hour, purges deleted projects and mails the digests once a day, sends mail batches every five minutes, and never sets a bench's secret", () => {
    expect(production.triggers.crons).toEqual(["5 * * * *", "17 3 * * *", "*/5 * * * *"]);
    expect(Object.keys(production.vars)).not.toContain("BENCH_SECRET");
  });

  it("sends browsers to the one PartyKit project that serves both parties, over https", () => {
    const game = String(production.vars.GAME_SOCKET_HOST);
    const project = String(production.vars.PROJECT_SOCKET_HOST);
    for (const host of [game, project]) {
      expect(host).toMatch(/^https:\/\//);
      expect(local(host)).toBe(false);
    }
    // Both parties live in partykit.json's one project, so both settings name its host.
    expect(Object.keys(partykit.parties)).toEqual(expect.arrayContaining(["game", "project"]));
    expect(new URL(game).host).toBe(new URL(project).host);
  });

  it("lets the rooms reach the real backend and answer the seven sites only", () => {
    expect(partykit.vars.BACKEND_URL).toMatch(/^https:\/\//);
    expect(local(partykit.vars.BACKEND_URL)).toBe(false);
    const origins = partykit.vars.ALLOWED_ORIGINS.split(",");
    expect(origins.filter(local)).toEqual([]);
    for (const site of Object.values(LOCALES)) expect(origins).toContain(`https://${site.host}`);
  });
});

describe("the environments the deploy workflow ships (ADR 047)", () => {
  const named = (env: string) => unstable_readConfig({ config: `${repoRoot}wrangler.toml`, env });
  const shipped = (config: ReturnType<typeof named>) => ({
    name: config.name,
    main: config.main,
    compatibility_date: config.compatibility_date,
    compatibility_flags: config.compatibility_flags,
    assets: config.assets,
    alias: config.alias,
    vars: config.vars,
    triggers: config.triggers,
    d1_databases: config.d1_databases,
    r2_buckets: config.r2_buckets,
    ai: config.ai,
  });

  it("deploys on main (--env production) exactly the worker a plain `wrangler deploy` would", () => {
    expect(shipped(named("production"))).toEqual(shipped(production));
    expect(named("production").name).toBe("escaplay");
  });

  it("previews pull requests on a worker, a database and a bucket of their own, with no cron and no real mail", () => {
    const preview = named("preview");
    expect(preview.name).not.toBe(production.name);
    expect(preview.d1_databases.map((d: { binding: string; database_name?: string }) => [d.binding, d.database_name])).toEqual([["DB", "escaplay-preview"]]);
    expect(preview.d1_databases[0].database_id).not.toBe(production.d1_databases[0].database_id);
    expect(preview.d1_databases[0].migrations_dir).toBe(production.d1_databases[0].migrations_dir);
    expect(preview.r2_buckets.map((b: { binding: string; bucket_name?: string }) => [b.binding, b.bucket_name])).toEqual([["FILES", "escaplay-preview-files"]]);
    expect(preview.triggers.crons).toEqual([]);
    expect(preview.vars.ENVIRONMENT).not.toBe("production");
    expect(preview.vars.MAIL_TRANSPORT).toBe("dev");
    // One preview host serves every language: links must not send a reviewer to the production sites.
    expect(preview.vars.LANGUAGE_SWITCH).toBe("cookie");
    expect(preview.preview_urls).toBe(true);
    expect(Object.keys(preview.vars).sort()).toEqual(Object.keys(production.vars).sort());
  });
});
