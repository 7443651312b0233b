import { hostName, isLocaleCode, siteHosts, type LocaleCode } from "../../i18n/locales";
import { hasWhiteLabel } from "../brand/company";
import { routePath } from "../request-guard.server";
import { domainsAllowed } from "./domains.server";
import { ownedByPlatform } from "./host";
import { saasTarget } from "./records";

/**
 * Routing by host (ADR 044). A request whose host is not one of the platform's own is a company's custom domain or
 * nothing: the worker reads the host's row once per request (the unique index on `company_domains.host`), so a
 * removal or a plan that ends takes the host down on the next request, with no cache to outlive it.
 */

/** A verified host of a company still on a plan with white label and custom domains. */
export type CustomHost = { host: string; userId: string; locale: LocaleCode };

export type HostEnv = { SITE_HOSTS?: string; SAAS_CNAME_TARGET?: string };

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The platform answers on its sites' hosts (and www.), any escaplay.* name, loopback and IP addresses (a developer's
 * machine, the tests), and its workers.dev preview address. Everything else is a custom domain or unknown.
 */
export function isPlatformHost(host: string, env: HostEnv): boolean {
  const name = hostName(host);
  if (name === "" || name.startsWith("[") || IPV4.test(name) || name.endsWith(".workers.dev")) return true;
  return ownedByPlatform(name, [...Object.values(siteHosts(env.SITE_HOSTS)), saasTarget(env)]);
}

/** The play routes a custom host serves (spec section 2's families, the demonstration route aside), with their sessions and /join. */
const PLAY_PATH = /^\/(?:play|private|play2D|private2D|play360|private360)\/([^/]+)(?:\/\d{1,12}(?:\/join)?)?$/;
const SHARE_PATH = /^\/sh\/([^/]+)$/;
const PROGRESS_PATH = /^\/resources\/collection-progress\/([^/]+)$/;
/**
 * What the play pages call that names no game: the session endpoint (it checks the game itself) and the cookie choice.
 * (Remix's `/__manifest` is not asked: lazy route discovery is off, ADR 052.)
 */
const OPEN_PATHS = new Set(["/resources/play-session", "/resources/consent"]);

/** What a path on a custom host asks for: a game (checked against the company), something every game page needs, or nothing the host serves. */
export type HostPath = { kind: "game"; gameId: string } | { kind: "open" } | { kind: "refused" };

export function hostPath(pathname: string): HostPath {
  if (pathname.startsWith("/files/")) return { kind: "open" };
  const path = routePath(pathname);
  if (OPEN_PATHS.has(path)) return { kind: "open" };
  const match = PLAY_PATH.exec(path) ?? SHARE_PATH.exec(path) ?? PROGRESS_PATH.exec(path);
  if (!match) return { kind: "refused" };
  try {
    return { kind: "game", gameId: decodeURIComponent(match[1]) };
  } catch {
    return { kind: "refused" };
  }
}

/** What the one read of a custom host found. */
export type HostLookup =
  | { kind: "serve"; customHost: CustomHost }
  /** The company's host, but the path is not one of its white-label games: a 404 in its brand. */
  | { kind: "brand-not-found"; customHost: CustomHost }
  /** Unknown, unverified, removed, or its owner's plan ended: the platform's plain 404. */
  | { kind: "unknown" };

type Row = { user_id: string; locale: string; grade: number; game_ok: number | null };

/**
 * One statement: the verified host, its owner's grade and, for a game path, whether that game is one of the owner's
 * white-label games (its project's owner, a row in white_label_projects).
 */
export async function lookUpHost(db: D1Database, host: string, path: HostPath): Promise<HostLookup> {
  const name = hostName(host);
  const gameId = path.kind === "game" ? path.gameId : "";
  const row = await db
    .prepare(
      `SELECT d.user_id, d.locale, u.grade,
        (SELECT 1 FROM games g JOIN projects p ON p.id = g.project_id JOIN white_label_projects w ON w.project_id = g.project_id
          WHERE g.id = ?2 AND p.owner_id = d.user_id AND p.deleted_at IS NULL) AS game_ok
       FROM company_domains d JOIN users u ON u.id = d.user_id
       WHERE d.host = ?1 AND d.status = 'verified'`,
    )
    .bind(name, gameId)
    .first<Row>();
  if (!row || !hasWhiteLabel(row.grade) || domainsAllowed(row.grade) === 0) return { kind: "unknown" };
  const customHost: CustomHost = { host: name, userId: row.user_id, locale: isLocaleCode(row.locale) ? row.locale : "fr" };
  const served = path.kind === "open" || (path.kind === "game" && row.game_ok === 1);
  return { kind: served ? "serve" : "brand-not-found", customHost };
}

/**
 * An Origin a company's page on its custom host sends (https in production; http too on a developer's machine and in
 * the tests, where the local site has no certificate). The platform's own origins are not this function's business.
 */
export async function customOrigin(db: D1Database, env: HostEnv & { ENVIRONMENT?: string }, origin: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const secure = url.protocol === "https:";
  if (!secure && (url.protocol !== "http:" || env.ENVIRONMENT === "production")) return false;
  if (url.origin !== origin || isPlatformHost(url.host, env)) return false;
  return (await lookUpHost(db, url.host, { kind: "open" })).kind === "serve";
}
