import { eq } from "drizzle-orm";
import { devCustomHostnames } from "../../../db/schema";
import { randomToken } from "../accounts/random.server";
import type { Database } from "../db.server";
import type { Provisioning } from "./provisioning.server";

/**
 * The local provisioning adapter (ADR 042), for `npm start` and the tests: hostnames kept in D1, certificates active
 * at once (the local site answers any host over plain HTTP). A second create of the same hostname fails, as at
 * Cloudflare.
 */
export function localProvisioning(db: Database): Provisioning {
  return {
    kind: "local",
    async create(hostname) {
      const id = `ch_${randomToken(12)}`;
      await db.insert(devCustomHostnames).values({ id, hostname });
      return { id, certStatus: "active" };
    },
    async certStatus(id) {
      const [row] = await db.select({ id: devCustomHostnames.id }).from(devCustomHostnames).where(eq(devCustomHostnames.id, id));
      if (!row) throw new Error(`No such local custom hostname: ${id}`);
      return "active";
    },
    async remove(id) {
      await db.delete(devCustomHostnames).where(eq(devCustomHostnames.id, id));
    },
  };
}
