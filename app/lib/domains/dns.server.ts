import * as v from "valibot";

/**
 * The DNS adapter (ADR 042): look-ups go through DNS over HTTPS in its JSON form, the one way a Worker can ask DNS.
 * Production asks Cloudflare's public resolver; `npm start` and the tests set DNS_RESOLVER_URL to the loopback
 * endpoint of scripts/dev-dns.mjs, which answers from a real DNS server holding the records they wrote. The same
 * code below parses both.
 */

export const PUBLIC_DOH_URL = "https://cloudflare-dns.com/dns-query";
/** Where scripts/dev-dns.mjs listens by default. */
export const LOCAL_DOH_URL = "http://127.0.0.1:5380/dns-query";

export type RecordType = "TXT" | "CNAME";
const TYPE_CODES: Record<RecordType, number> = { TXT: 16, CNAME: 5 };

/** RFC 8484's JSON answer as Cloudflare and Google serve it: Status is the DNS rcode (0 found, 3 no such name). */
const answerSchema = v.object({
  Status: v.number(),
  Answer: v.optional(v.array(v.object({ type: v.number(), data: v.string() })), []),
});

export class DnsLookupError extends Error {}

export interface DnsResolver {
  /** The record values of one name and type: TXT unquoted and joined, CNAME lower-case without the final dot. */
  lookup(name: string, type: RecordType): Promise<string[]>;
}

/** A TXT value as DoH JSON writes it: one or more quoted strings, which DNS joins into one value. */
export function unquoteTxt(data: string): string {
  const parts = [...data.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\(.)/g, "$1"));
  return parts.length ? parts.join("") : data;
}

export function normalName(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, "");
}

export function dohResolver(endpoint: string, fetcher: typeof fetch = fetch): DnsResolver {
  return {
    async lookup(name, type) {
      const url = new URL(endpoint);
      url.searchParams.set("name", name);
      url.searchParams.set("type", type);
      let body: unknown;
      try {
        const res = await fetcher(url, { headers: { Accept: "application/dns-json" } });
        if (!res.ok) throw new DnsLookupError(`DNS over HTTPS answered ${res.status}`);
        body = await res.json();
      } catch (error) {
        throw error instanceof DnsLookupError ? error : new DnsLookupError(`DNS over HTTPS failed: ${String(error)}`);
      }
      const parsed = v.safeParse(answerSchema, body);
      if (!parsed.success) throw new DnsLookupError("DNS over HTTPS answered something else than application/dns-json");
      const { Status, Answer } = parsed.output;
      if (Status === 3) return [];
      if (Status !== 0) throw new DnsLookupError(`DNS answered rcode ${Status}`);
      // A CNAME chain comes back with the answers of every step: keep the type asked for.
      return Answer.filter((a) => a.type === TYPE_CODES[type]).map((a) => (type === "TXT" ? unquoteTxt(a.data) : normalName(a.data)));
    },
  };
}

type DnsEnv = { ENVIRONMENT: string; DNS_RESOLVER_URL?: string };

export function dnsResolverFor(env: DnsEnv): DnsResolver {
  const endpoint = env.DNS_RESOLVER_URL || (env.ENVIRONMENT === "production" ? PUBLIC_DOH_URL : LOCAL_DOH_URL);
  return dohResolver(endpoint);
}
