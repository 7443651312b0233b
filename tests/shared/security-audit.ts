import { isEmbeddable } from "../../app/lib/security-headers.server";

/**
 * What ADR 010 promises of a response, as a list of broken promises (empty = all kept). Pure, so the
 * workerd suite and a suite against the built worker under `wrangler dev` can share it.
 */
export function securityProblems(path: string, response: { status: number; headers: Headers }, body: string): string[] {
  const problems: string[] = [];
  const headers = response.headers;
  const policy = directives(headers.get("Content-Security-Policy"));
  if (headers.get("X-Content-Type-Options") !== "nosniff") problems.push("no X-Content-Type-Options: nosniff");
  const isPage = (headers.get("Content-Type") ?? "").startsWith("text/html") && /<html/i.test(body);
  if (!isPage) {
    if (policy.get("frame-ancestors") !== "'none'") problems.push(`frame-ancestors is ${policy.get("frame-ancestors")}, not 'none'`);
    if (!policy.has("default-src")) problems.push("no default-src");
    return problems;
  }

  if (headers.get("Referrer-Policy") !== "strict-origin-when-cross-origin") problems.push(`Referrer-Policy is ${headers.get("Referrer-Policy")}`);
  const scriptSrc = (policy.get("script-src") ?? "").split(" ");
  const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  if (!nonce || nonce.length < 16) problems.push("script-src has no nonce");
  if (!scriptSrc.includes("'strict-dynamic'")) problems.push("script-src lacks 'strict-dynamic'");
  for (const weak of ["'unsafe-inline'", "'unsafe-eval'", "*", "https:", "data:"]) {
    if (scriptSrc.includes(weak)) problems.push(`script-src allows ${weak}`);
  }
  if (policy.get("object-src") !== "'none'") problems.push("object-src is not 'none'");
  if (policy.get("base-uri") !== "'none'") problems.push("base-uri is not 'none'");
  if (!policy.get("form-action")?.startsWith("'self'")) problems.push("form-action is not 'self'");

  const scripts = [...body.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  if (scripts.length === 0) problems.push("the page has no script");
  for (const tag of scripts) {
    if (tag.match(/\bnonce="([^"]*)"/)?.[1] !== nonce) problems.push(`a script without the page's nonce: ${tag.slice(0, 80)}`);
  }

  const embeddable = isEmbeddable(new URL(path, "http://x").pathname);
  const ancestors = policy.get("frame-ancestors");
  if (embeddable && ancestors !== "'self' https:") problems.push(`an embeddable page has frame-ancestors ${ancestors}`);
  if (embeddable && headers.has("X-Frame-Options")) problems.push("an embeddable page sends X-Frame-Options");
  if (!embeddable && ancestors !== "'none'") problems.push(`a page that may not be framed has frame-ancestors ${ancestors}`);
  if (!embeddable && headers.get("X-Frame-Options") !== "DENY") problems.push("a page that may not be framed lacks X-Frame-Options: DENY");
  return problems;
}

/** A policy's directives by name, each value with single spaces. */
export function directives(policy: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values.join(" "));
  }
  return map;
}
