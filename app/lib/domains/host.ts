import * as v from "valibot";

/**
 * What a company may type as its custom host (ADR 042): one host name, nothing around it. Pure, so the page and the
 * tests share it. Each refusal's message is a key of `domains.refusals`.
 */

export const HOST_REFUSALS = ["empty", "hostOnly", "syntax", "twoLabels", "ip", "idn", "platform", "taken", "yours", "overPlan"] as const;
export type HostRefusal = (typeof HOST_REFUSALS)[number];

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A scheme, port, path, query, credentials or spaces: the person pasted an address, not a host. */
const hostOnly = (value: string) => !/[/:?#@\s\\]/.test(value);

/**
 * International names are kept in their ASCII (punycode) form, the one DNS and certificates use: the URL parser
 * converts them. A name it cannot convert is refused as an international name it could not read.
 */
function asciiHost(value: string): string | null {
  if (/^[\x21-\x7e]*$/.test(value)) return value;
  try {
    return new URL(`http://${value}/`).hostname;
  } catch {
    return null;
  }
}

const isAscii = (value: string) => asciiHost(value) !== null;

export const hostSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  // A final dot (the fully qualified form) names the same host.
  v.transform((value) => value.replace(/\.$/, "")),
  v.nonEmpty<string, HostRefusal>("empty"),
  v.check<string, HostRefusal>(hostOnly, "hostOnly"),
  v.check<string, HostRefusal>(isAscii, "idn"),
  v.transform((value) => asciiHost(value) ?? value),
  v.check<string, HostRefusal>((value) => value.length <= 253 && value.split(".").every((label) => LABEL.test(label)), "syntax"),
  v.check<string, HostRefusal>((value) => value.split(".").length >= 2, "twoLabels"),
  // A top-level label is never all digits: this refuses IPv4 addresses, which no certificate covers.
  v.check<string, HostRefusal>((value) => !/^\d+$/.test(value.slice(value.lastIndexOf(".") + 1)), "ip"),
);

export type HostCheck = { ok: true; host: string } | { ok: false; refusal: HostRefusal };

export function parseHost(input: unknown): HostCheck {
  const result = v.safeParse(hostSchema, input);
  if (result.success) return { ok: true, host: result.output };
  return { ok: false, refusal: result.issues[0].message as HostRefusal };
}

/** `host` is `domain` or one of its subdomains. */
export function isWithin(host: string, domain: string): boolean {
  const d = domain.toLowerCase().replace(/\.$/, "");
  return d !== "" && (host === d || host.endsWith(`.${d}`));
}

/**
 * Hosts the platform itself answers on or depends on: any escaplay.* name and its subdomains, the configured site
 * hosts, the SaaS target the customers' CNAME points to, and local names.
 */
export function ownedByPlatform(host: string, platformHosts: readonly string[]): boolean {
  // escaplay.fr, escaplay.ch, escaplay.co.uk and their subdomains (a customer's escaplay.acme.fr stays theirs).
  if (/(^|\.)escaplay\.(?:co\.)?[a-z]{2,}$/.test(host)) return true;
  if (isWithin(host, "localhost")) return true;
  return platformHosts.some((platform) => isWithin(host, platform.replace(/:\d+$/, "")));
}
