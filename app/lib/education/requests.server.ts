import { desc, eq } from "drizzle-orm";
import { educationRequests, users } from "../../../db/schema";
import { randomId } from "../accounts/random.server";
import type { Database } from "../db.server";
import { parseRequest, REQUEST_FIELDS, type RequestErrors, type RequestValues } from "./request-schema";

/**
 * The requester's side of Education requests (ADR 039): sending one from /education, and what the page shows the
 * account afterwards. Staff's side is app/lib/admin/education-decisions.server.ts.
 */

export type Requester = { id: string; grade: number; email: string };

export type SendResult =
  | { ok: true }
  | { ok: false; status: 400 | 409; error: "invalid" | "pending" | "unverified"; errors: RequestErrors; values: RequestValues };

function valuesOf(raw: Record<string, string>): RequestValues {
  // Kept as typed (bounded), so a refused form loses nothing.
  return Object.fromEntries(REQUEST_FIELDS.map((name) => [name, (raw[name] ?? "").slice(0, 5000)])) as RequestValues;
}

export async function sendRequest(db: Database, requester: Requester, raw: Record<string, string>, now = new Date()): Promise<SendResult> {
  const values = valuesOf(raw);
  // Grade 0 has not proved its address yet; the verification screen stands before any page anyway.
  if (requester.grade < 1) return { ok: false, status: 409, error: "unverified", errors: {}, values };
  const parsed = parseRequest(raw);
  if (!parsed.success) return { ok: false, status: 400, error: "invalid", errors: parsed.errors, values };
  // The unique partial index keeps one waiting request per account, even for two sends at once.
  const inserted = await db
    .insert(educationRequests)
    .values({ id: randomId("er"), userId: requester.id, ...parsed.output, createdAt: now })
    .onConflictDoNothing();
  if (inserted.meta.changes === 0) return { ok: false, status: 409, error: "pending", errors: {}, values };
  return { ok: true };
}

/**
 * What the request section shows this account: the Education plan already in force, the teacher offer open
 * (approved), a request waiting, or the form (with the last refusal, if the last answer was one).
 */
export type RequestState =
  | { kind: "education" }
  | { kind: "offerOpen" }
  | { kind: "pending"; sentAt: number; contactEmail: string }
  | { kind: "form"; email: string; refused: { at: number; reason: string } | null };

export async function requestState(db: Database, requester: Requester): Promise<RequestState> {
  if (requester.grade === 4) return { kind: "education" };
  const [[account], [latest]] = await Promise.all([
    db.select({ teacherOfferAt: users.teacherOfferAt }).from(users).where(eq(users.id, requester.id)).limit(1),
    db
      .select({ status: educationRequests.status, createdAt: educationRequests.createdAt, contactEmail: educationRequests.contactEmail, decidedAt: educationRequests.decidedAt, reason: educationRequests.decisionReason })
      .from(educationRequests)
      .where(eq(educationRequests.userId, requester.id))
      .orderBy(desc(educationRequests.createdAt))
      .limit(1),
  ]);
  if (latest?.status === "pending") return { kind: "pending", sentAt: latest.createdAt.getTime(), contactEmail: latest.contactEmail };
  if (account?.teacherOfferAt) return { kind: "offerOpen" };
  const refused = latest?.status === "refused" ? { at: (latest.decidedAt ?? latest.createdAt).getTime(), reason: latest.reason ?? "" } : null;
  return { kind: "form", email: requester.email, refused };
}
