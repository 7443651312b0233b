/**
 * Event codes: seven digits, the first never 0 (ADR 054), drawn with crypto and uniform over every
 * such code. A code is never reused: the unique index refuses a drawn code any event ever had.
 */
const CODE_SPAN = 9_000_000;
const CODE_BASE = 1_000_000;
// The largest multiple of CODE_SPAN a Uint32 reaches: values above it would make low codes likelier.
const CODE_DRAW_LIMIT = Math.floor(2 ** 32 / CODE_SPAN) * CODE_SPAN;

export function drawEventCode(): string {
  const values = new Uint32Array(1);
  do crypto.getRandomValues(values);
  while (values[0] >= CODE_DRAW_LIMIT);
  return String(CODE_BASE + (values[0] % CODE_SPAN));
}

// Codes in use are a few thousand among nine million: several conflicts in a row mean something else is wrong.
export const MAX_EVENT_CODE_DRAWS = 5;
