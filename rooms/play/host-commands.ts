import type * as Party from "partykit/server";
import * as v from "valibot";
import { refuse } from "../admission";
import { TeamCommandSchema } from "../event-protocol";
import type { GamePlay, HostActionAnswer } from "./session";

/**
 * A live event's room steering one of its teams (ADR 054), by stub fetch: the command is applied here as
 * the engine's own action (logged, broadcast, reported), a message goes to the players, a moved player
 * is let go. Answers 200 `{ ok, changed }`, 400 for a body outside the protocol, 409 for a room that is
 * no team of an event, 503 when the session could not be loaded.
 */

const maxBodyChars = 4096;

/** The path an event room asks a team's summary at: `fetch(teamSummaryPath)` on the team room's stub. */
export const teamSummaryPath = "/summary";

export const isSummaryRequest = (req: Party.Request) => new URL(req.url).pathname.endsWith(teamSummaryPath);

export async function serveTeamSummary(play: GamePlay): Promise<Response> {
  const summary = await play.eventSummary();
  return summary ? Response.json(summary) : refuse(404, "no_summary");
}

async function readCommand(req: Party.Request) {
  try {
    const text = await req.text();
    if (text.length > maxBodyChars) return null;
    const parsed = v.safeParse(TeamCommandSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null; // unreadable or not JSON
  }
}

function answer(result: HostActionAnswer): Response {
  if (result.ok) return Response.json(result);
  if (result.error === "backend_unavailable") return refuse(503, result.error);
  if (result.error === "log_full") return refuse(409, result.error);
  return refuse(result.error === "not_an_event_team" ? 409 : 404, result.error);
}

export async function serveTeamCommand(req: Party.Request, play: GamePlay): Promise<Response> {
  const command = await readCommand(req);
  if (!command) return refuse(400, "invalid_command");
  switch (command.type) {
    case "command":
      return answer(await play.hostCommand(command.command));
    case "tell":
      return answer(await play.hostTell(command.kind, command.text));
    case "release":
      return answer(await play.release(command.playerId));
  }
}
