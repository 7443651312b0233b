import { env, SELF } from "cloudflare:test";
import { initialState, reduce, type Action, type GameDefinition, type GameState, type LoggedAction } from "../../app/engine";
import { internalResultPath, type ResultReport } from "../../app/lib/play/internal";
import type { SessionGrant } from "../../app/lib/play/types";
import { sessionCall, visitorCookie } from "./play-fixtures";

/**
 * Sessions of the results tests, recorded the way the platform records them: opened through the
 * session endpoint a play page posts to, ended by the report a game room sends the backend's internal
 * API (which replays the log before writing anything).
 */

/** Opens a solo session of a public game as this cookie's owner (a visitor's `_pos` when none is given). */
export async function openSolo(gameId: string, cookie = visitorCookie().cookie): Promise<string> {
  const res = await sessionCall({ intent: "create", gameId, mode: "solo", routeKind: "public" }, { cookie });
  const grant = (await res.json()) as SessionGrant;
  if (res.status !== 201) throw new Error(`no session: ${res.status} ${JSON.stringify(grant)}`);
  return grant.sessionId;
}

/** What a room logs and holds after these actions, one every 7 seconds of its clock. */
export function played(definition: GameDefinition, actions: Action[], startAt = 1_750_000_000_000): ResultReport {
  let state: GameState = initialState(definition);
  const log: LoggedAction[] = [];
  actions.forEach((action, i) => {
    const at = startAt + i * 7_000;
    const next = reduce(definition, state, action, at);
    if (next.events.at(-1)?.type === "refused") throw new Error(`the test's own play was refused: ${JSON.stringify(next.events.at(-1))}`);
    log.push({ action, at });
    state = next.state;
  });
  return { log, state };
}

/** The room's end-of-session report to the backend. */
export async function report(sessionId: string, body: ResultReport) {
  const res = await SELF.fetch(`http://escaplay.fr${internalResultPath(sessionId)}`, {
    method: "POST",
    headers: { Host: "escaplay.fr", Accept: "application/json", "Content-Type": "application/json", Authorization: `Bearer ${env.ROOM_SERVICE_SECRET}` },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`report refused: ${res.status} ${await res.text()}`);
}

export const resultRow = (sessionId: string) =>
  env.DB.prepare("SELECT outcome, timer_seconds, hints_used, wrong_answers, rooms_reached, achievements FROM play_results WHERE session_id = ?")
    .bind(sessionId)
    .first<{ outcome: string; timer_seconds: number; hints_used: number; wrong_answers: number; rooms_reached: number; achievements: string }>();
