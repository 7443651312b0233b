import { asc, desc, eq, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { educationRequests, users } from "../../../db/schema";
import type { Database } from "../db.server";

/** The back office's list of Education requests (ADR 039): every waiting one, oldest first, then the latest answers. */

export const DECIDED_SHOWN = 30;

export async function educationRequestList(db: Database) {
  const decider = alias(users, "decider");
  const columns = {
    id: educationRequests.id,
    userId: educationRequests.userId,
    username: users.username,
    accountEmail: users.email,
    organisationKind: educationRequests.organisationKind,
    organisationName: educationRequests.organisationName,
    role: educationRequests.role,
    proof: educationRequests.proof,
    contactEmail: educationRequests.contactEmail,
    status: educationRequests.status,
    decisionReason: educationRequests.decisionReason,
    decidedBy: decider.username,
    decidedAt: educationRequests.decidedAt,
    createdAt: educationRequests.createdAt,
  };
  const base = () =>
    db
      .select(columns)
      .from(educationRequests)
      .innerJoin(users, eq(users.id, educationRequests.userId))
      .leftJoin(decider, eq(decider.id, educationRequests.decidedBy));
  const [pending, decided] = await Promise.all([
    base().where(eq(educationRequests.status, "pending")).orderBy(asc(educationRequests.createdAt)),
    base().where(ne(educationRequests.status, "pending")).orderBy(desc(educationRequests.decidedAt)).limit(DECIDED_SHOWN),
  ]);
  return { pending, decided };
}

export type EducationRequestRow = Awaited<ReturnType<typeof educationRequestList>>["pending"][number];
