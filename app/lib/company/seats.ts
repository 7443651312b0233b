import { planForGrade } from "../plans";

/** Company seats (ADR 043), pure: the pages, the server and the tests share it. */

/** The grade of the Company plan (spec section 4); members share it while their company holds it. */
export const COMPANY_GRADE = 6;

/** How many people an account may have in its company (members and pending invitations): 0 below Company. */
export const seatsAllowed = (ownGrade: number) => planForGrade(ownGrade).limits.seats;

/** An invitation's link stays valid this long. */
export const TEAM_INVITATION_DAYS = 14;
export const TEAM_INVITATION_MS = TEAM_INVITATION_DAYS * 24 * 60 * 60 * 1000;

/** Why an invitation is refused, each worded in `account.team.errors`. */
export const TEAM_REFUSALS = ["email", "self", "member", "invited", "seats", "rateLimited"] as const;
export type TeamRefusal = (typeof TEAM_REFUSALS)[number];

/** Why an invitation link cannot be accepted, worded in `account.team.join.errors`. */
export const JOIN_REFUSALS = ["used", "expired", "self", "member", "seats", "lapsed", "unverified"] as const;
export type JoinRefusal = (typeof JOIN_REFUSALS)[number];
