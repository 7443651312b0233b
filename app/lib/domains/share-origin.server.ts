import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { companyDomains, projects } from "../../../db/schema";

/**
 * Where a white-label game's session links point (ADR 044): the company's custom host once it is verified and its
 * certificate active, so an organiser who opens a session on the platform's host sends players to the company's
 * address. Same scheme and port as the page (the local site answers every host on its one port); null when the
 * company has no such host, or when the page is already on it.
 */
export async function shareOrigin(context: Pick<AppLoadContext, "db" | "customHost">, projectId: string | null, url: URL): Promise<string | null> {
  if (!projectId || context.customHost) return null;
  const [row] = await context.db
    .select({ host: companyDomains.host })
    .from(companyDomains)
    .innerJoin(projects, eq(projects.ownerId, companyDomains.userId))
    .where(and(eq(projects.id, projectId), eq(companyDomains.status, "verified"), eq(companyDomains.certStatus, "active")))
    .limit(1);
  return row ? `${url.protocol}//${row.host}${url.port ? `:${url.port}` : ""}` : null;
}
