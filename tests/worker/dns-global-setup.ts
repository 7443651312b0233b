import { startDevDns } from "../../scripts/dev-dns.mjs";

/**
 * The loopback DNS of the worker tests (ADR 042): a real DNS server with its DNS-over-HTTPS endpoint, on the port
 * vitest.config.ts chose and gave the worker as DNS_RESOLVER_URL. Tests write records through its /records.
 */
export default async function setup() {
  const port = Number(process.env.ESCAPLAY_TEST_DNS_PORT);
  if (!port) throw new Error("vitest.config.ts sets ESCAPLAY_TEST_DNS_PORT before the worker tests start");
  const dns = await startDevDns({ port });
  return () => dns.close();
}
