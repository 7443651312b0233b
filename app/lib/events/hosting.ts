import { planForGrade } from "../plans";

/**
 * Who may host live events and within which bounds (ADR 054). Pure, so the pages and the server read
 * the same rules.
 */

/** Pro, Education and Company plans run events; the free plan does not. */
export function canHostEvents(grade: number): boolean {
  return planForGrade(grade).id !== "basic";
}

/** Visitors without an account may be let in where the host's plan invites guests. */
export function canInviteGuests(grade: number): boolean {
  return planForGrade(grade).features.includes("guestInvites");
}

export const EVENT_LIMITS = {
  titleMax: 80,
  teamsMin: 2,
  teamsMax: 40,
  teamsDefault: 4,
  teamNameMax: 40,
  timeLimitMinutesMax: 600,
} as const;
