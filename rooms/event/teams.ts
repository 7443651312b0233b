import type * as Party from "partykit/server";
import * as v from "valibot";
import type { InternalEvent } from "../../app/lib/events/internal";
import { log } from "../../app/lib/observability/log.server";
import { TeamSummarySchema, type TeamCommand, type TeamSummary } from "../event-protocol";
import { teamSummaryPath } from "../play/host-commands";

/**
 * The event room's stub fetches to its teams' game rooms (ADR 054), all teams at once: one slow or
 * restarting team room delays the answer, never the others' commands.
 */

type Team = InternalEvent["teams"][number];

// A team room that does not answer in this time counts as missed: the host's next commands must not wait on it.
const answerWithinMs = 10_000;

function withinTime<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), answerWithinMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function gameParty(room: Party.Room) {
  const party = room.context.parties.game;
  if (!party) throw new Error("the game party is missing from partykit.json");
  return party;
}

/** Sends one command to each of these teams; answers the numbers of the teams that did not take it. */
export async function sendToTeams(room: Party.Room, teams: readonly Team[], command: TeamCommand): Promise<number[]> {
  const body = JSON.stringify(command);
  const answers = await Promise.all(
    teams.map(async (team) => {
      try {
        const res = await withinTime(gameParty(room).get(team.session).fetch({ method: "POST", headers: { "Content-Type": "application/json" }, body }));
        await res.body?.cancel();
        if (res.ok) return null;
        log("warn", { msg: "team command refused", party: "event", room: room.id, team: team.team, command: command.type, status: res.status });
      } catch (error) {
        log("warn", { msg: "team command failed", party: "event", room: room.id, team: team.team, command: command.type, error: error instanceof Error ? (error.message === "timeout" ? "timeout" : error.name) : "unknown" });
      }
      return team.team;
    }),
  );
  return answers.filter((team): team is number => team !== null);
}

export type SummaryAnswer = { kind: "summary"; summary: TeamSummary } | { kind: "none" } | { kind: "failed" };

/** A team room's summary as it stands now; "none" when the room holds no session yet (nobody joined). */
export async function askSummary(room: Party.Room, team: Team): Promise<SummaryAnswer> {
  try {
    const res = await withinTime(gameParty(room).get(team.session).fetch(teamSummaryPath, { method: "GET" }));
    if (res.status === 404) {
      await res.body?.cancel();
      return { kind: "none" };
    }
    if (!res.ok) {
      await res.body?.cancel();
      return { kind: "failed" };
    }
    const parsed = v.safeParse(TeamSummarySchema, await res.json());
    return parsed.success && parsed.output.team === team.team ? { kind: "summary", summary: parsed.output } : { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}
