import type { Database } from "../db.server";

/**
 * The provisioning adapter (ADR 042): the custom hostname that makes the edge accept a company's host and issue
 * its certificate. Production talks to Cloudflare for SaaS; `npm start` and the tests keep hostnames in D1, whose
 * certificates are active at once. Production without its credentials provisions nothing (null): registering and
 * verifying a host still work, and the page says provisioning is unavailable.
 */

/** Where a certificate stands, in the page's three words; the provider's own status is stored beside it. */
export type CertificateState = "active" | "pending" | "problem";

export interface Provisioning {
  readonly kind: "cloudflare" | "local";
  /** Creates the hostname and returns its id at the provider and its certificate's status. */
  create(hostname: string): Promise<{ id: string; certStatus: string }>;
  /** The certificate's status now. */
  certStatus(id: string): Promise<string>;
  /** Deletes the hostname; one already gone is not an error. */
  remove(id: string): Promise<void>;
}

type ProvisioningEnv = { ENVIRONMENT: string; CLOUDFLARE_API_TOKEN?: string; CLOUDFLARE_ZONE_ID?: string };

/** Cloudflare's certificate statuses: everything on the way to a certificate is pending, timeouts and the rest are problems. */
export function certificateState(status: string | null): CertificateState {
  if (status === "active") return "active";
  if (status === null || /^(initializing|pending_|staging_|holding_)/.test(status) || status === "backup_issued") return "pending";
  return "problem";
}

let warnedUnconfigured = false;

export async function provisioningFor(context: { env: ProvisioningEnv; db: Database }): Promise<Provisioning | null> {
  const { env } = context;
  if (env.CLOUDFLARE_API_TOKEN && env.CLOUDFLARE_ZONE_ID) {
    const { cloudflareProvisioning } = await import("./cloudflare-provisioning.server");
    return cloudflareProvisioning(env.CLOUDFLARE_API_TOKEN, env.CLOUDFLARE_ZONE_ID);
  }
  if (env.ENVIRONMENT === "production") {
    if (!warnedUnconfigured) {
      warnedUnconfigured = true;
      console.warn("Custom domains are not provisioned: production needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID (ADR 042). The domain page says provisioning is unavailable.");
    }
    return null;
  }
  const { localProvisioning } = await import("./local-provisioning.server");
  return localProvisioning(context.db);
}
