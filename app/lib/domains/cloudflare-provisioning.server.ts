import Cloudflare, { NotFoundError } from "cloudflare";
import type { Provisioning } from "./provisioning.server";

/**
 * Cloudflare for SaaS custom hostnames (ADR 042) through the official client, which runs on fetch in a Worker.
 * Certificates are validated over HTTP: once the customer's CNAME points at the SaaS target, Cloudflare answers
 * its own challenge there, so the customer creates no record for the certificate.
 */
export function cloudflareProvisioning(apiToken: string, zoneId: string): Provisioning {
  const client = new Cloudflare({ apiToken });
  return {
    kind: "cloudflare",
    async create(hostname) {
      const created = await client.customHostnames.create({ zone_id: zoneId, hostname, ssl: { method: "http", type: "dv" } });
      return { id: created.id, certStatus: created.ssl?.status ?? "initializing" };
    },
    async certStatus(id) {
      const found = await client.customHostnames.get(id, { zone_id: zoneId });
      return found.ssl?.status ?? "initializing";
    },
    async remove(id) {
      try {
        await client.customHostnames.delete(id, { zone_id: zoneId });
      } catch (error) {
        if (error instanceof NotFoundError) return;
        throw error;
      }
    },
  };
}
