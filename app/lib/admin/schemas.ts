import * as v from "valibot";

/**
 * The back office's forms (ADR 038), one schema per form, shared by the page and the server. A reason is required
 * for every action that changes an account: the audit log shows it to the other staff.
 */
export const REASON_MAX = 500;
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;

const reason = v.pipe(v.string(), v.trim(), v.minLength(3, "reason"), v.maxLength(REASON_MAX, "reason"));

export const reasonSchema = v.object({ reason });

export const GRANTABLE_PLANS = ["pro", "education", "company"] as const;
export type GrantablePlan = (typeof GRANTABLE_PLANS)[number];
/** The grade a granted plan gives (spec section 4): Pro is 3 (5 is left to paid yearly Pro), Education 4, Company 6. */
export const GRANT_GRADES: Record<GrantablePlan, number> = { pro: 3, education: 4, company: 6 };

/** An end date is a calendar day (UTC): the plan runs through it and ends when the next day starts. */
const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "endsOn"), v.isoDate("endsOn"));

export const grantSchema = v.object({
  reason,
  plan: v.picklist(GRANTABLE_PLANS, "plan"),
  endsOn: v.optional(v.union([v.literal(""), day], "endsOn"), ""),
});

/**
 * Deciding an Education request (ADR 039). An approval's note is optional (the teacher offer opens either way); a
 * free grant needs its end date, a calendar day as for any grant. A refusal is `reasonSchema`: its reason is mailed.
 */
export const approveSchema = v.object({
  note: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(REASON_MAX, "reason")),
  grant: v.optional(v.picklist(["", "on"], "endsOn"), ""),
  endsOn: v.optional(v.union([v.literal(""), day], "endsOn"), ""),
});

export const searchSchema = v.pipe(v.string(), v.trim(), v.minLength(SEARCH_MIN), v.maxLength(SEARCH_MAX));

/** The instant a grant ending on `endsOn` (YYYY-MM-DD) stops: the start of the following day, UTC. */
export function grantEnd(endsOn: string): Date {
  const [y, m, d] = endsOn.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1));
}
