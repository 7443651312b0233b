/**
 * The two records a company creates for its host (ADR 042), shared by the page that shows them and the check that
 * looks them up. Pure.
 */

export const CHALLENGE_LABEL = "_escaplay-challenge";
/** Where customers' CNAME points when no deployment value is set: a name that only the loopback DNS holds. */
export const DEFAULT_SAAS_TARGET = "domains.escaplay.localhost";

export function challengeName(host: string): string {
  return `${CHALLENGE_LABEL}.${host}`;
}

export function saasTarget(env: { SAAS_CNAME_TARGET?: string }): string {
  return (env.SAAS_CNAME_TARGET || DEFAULT_SAAS_TARGET).toLowerCase().replace(/\.$/, "");
}

export type DnsRecordToCreate = { type: "CNAME" | "TXT"; name: string; value: string };

export function recordsFor(host: string, token: string, target: string): DnsRecordToCreate[] {
  return [
    { type: "CNAME", name: host, value: target },
    { type: "TXT", name: challengeName(host), value: token },
  ];
}
