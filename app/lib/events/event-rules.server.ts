import type { GameDefinition } from "~/engine";
import type { LiveEventRow } from "./teams.server";

/**
 * The definition a team of a live event plays (ADR 054): the event's time limit replaces the game's,
 * and with the host giving hints the game's own are withheld. The one place this is decided, used for
 * what the team's room runs and for what its report is replayed against, so the two always agree.
 * Returns a copy: loadDefinition's parsed definitions are shared by every request of the isolate.
 */
export function withEventRules(definition: GameDefinition, event: Pick<LiveEventRow, "timeLimitSeconds" | "hints">): GameDefinition {
  const rules = event.timeLimitSeconds === null ? definition.rules : { ...definition.rules, timeLimitSeconds: event.timeLimitSeconds };
  return { ...definition, rules, hints: event.hints === "host" ? [] : definition.hints };
}
