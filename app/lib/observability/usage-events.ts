/** The usage events counted (ADR 048), in the order the back office charts them. */
export const USAGE_EVENTS = ["play_started", "play_ended", "game_published", "payment_received"] as const;
export type UsageEvent = (typeof USAGE_EVENTS)[number];

/** How many days the back office charts (ADR 048). */
export const ACTIVITY_DAYS = 30;
