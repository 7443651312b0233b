import { eq, inArray, sql } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import * as v from "valibot";
import { games, liveEvents, liveEventTeams, playSessions } from "../../../db/schema";
import { translate } from "~/i18n/catalog.server";
import type { CurrentUser } from "../session.server";
import { recordUsage } from "../observability/usage-events.server";
import { checkAccess, findGame, withDefinition, type PlayableGame } from "../play/access.server";
import { drawSessionCode } from "../play/multi-sessions.server";
import { routeOfGame } from "../play/multi-access.server";
import { keyAttempt, sessionRateLimit, type SessionContext } from "../play/session-grant.server";
import { drawEventCode, MAX_EVENT_CODE_DRAWS } from "./event-codes.server";
import { canHostEvents, canInviteGuests, EVENT_LIMITS } from "./hosting";

/**
 * Creating a live event (ADR 054): the event, one multiplayer session per team (the host as creator,
 * the game's current version for all) and the teams, in one batch. Every field is checked here, and
 * each problem is named on its field in the host's language.
 */

/** What the form posts: text fields only; what they must say is checked field by field below. */
const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), "");
export const EventFormSchema = v.object({
  game: text(64),
  title: text(400),
  teams: text(10),
  teamNames: text(4000),
  teamChoice: text(20),
  teamSize: text(10),
  timeLimit: text(10),
  hints: text(10),
  guests: text(10),
  key: text(100),
});
export type EventForm = v.InferOutput<typeof EventFormSchema>;

export type EventField = "game" | "title" | "teams" | "teamNames" | "teamChoice" | "teamSize" | "timeLimit" | "hints" | "guests" | "key";
export type CreateOutcome = { ok: true; id: string; code: string } | { ok: false; status: number; errors: Partial<Record<EventField, string>> };

type Context = SessionContext & Pick<AppLoadContext, "env">;

const wholeNumber = (value: string): number | null => (/^\s*\d{1,6}\s*$/.test(value) ? Number(value) : null);

/** The default name of team `n`, in the host's language. */
export function defaultTeamName(locale: Context["locale"], n: number): string {
  return translate(locale, "events.form.defaultTeamName", { n });
}

/** The team names: the lines given, in order, then the default names for the rest. */
function teamNamesOf(context: Context, raw: string, count: number): { names: string[] } | { error: string } {
  const lines = raw.split(/\r?\n/).map((line) => line.trim());
  while (lines.length && lines.at(-1) === "") lines.pop();
  if (lines.length > count) return { error: translate(context.locale, "events.errors.teamNamesTooMany", { n: count }) };
  const names = Array.from({ length: count }, (_, i) => lines[i] || defaultTeamName(context.locale, i + 1));
  if (names.some((name) => name.length > EVENT_LIMITS.teamNameMax || /[\p{Cc}]/u.test(name))) {
    return { error: translate(context.locale, "events.errors.teamNameLength", { n: EVENT_LIMITS.teamNameMax }) };
  }
  const seen = new Set<string>();
  for (const name of names) {
    const folded = name.toLocaleLowerCase();
    if (seen.has(folded)) return { error: translate(context.locale, "events.errors.teamNamesUnique", { name }) };
    seen.add(folded);
  }
  return { names };
}

export async function createEvent(context: Context, request: Request, user: CurrentUser, form: EventForm): Promise<CreateOutcome> {
  const t = (key: string, params?: Record<string, string | number>) => translate(context.locale, `events.${key}`, params);
  if (!canHostEvents(user.grade)) return { ok: false, status: 403, errors: { game: t("errors.plan") } };
  const limited = await sessionRateLimit(context, request, `user:${user.id}`);
  if (limited) return { ok: false, status: 429, errors: { game: translate(context.locale, "access.errors.rate-limited.text") } };

  const errors: Partial<Record<EventField, string>> = {};
  const game = form.game ? await findGame(context.db, form.game) : null;
  const opened = await openForEvent(context, request, game, form.key);
  if (!opened.ok) errors[opened.field] = opened.message;
  const maxPlayers = opened.ok ? opened.maxPlayers : 50;

  const title = form.title.trim() || (game?.title ?? "");
  if (!title || title.length > EVENT_LIMITS.titleMax || /[\p{Cc}]/u.test(title)) errors.title = t("errors.title", { n: EVENT_LIMITS.titleMax });

  const teams = form.teams.trim() === "" ? EVENT_LIMITS.teamsDefault : wholeNumber(form.teams);
  const teamsOk = teams !== null && teams >= EVENT_LIMITS.teamsMin && teams <= EVENT_LIMITS.teamsMax;
  if (!teamsOk) errors.teams = t("errors.teams", { min: EVENT_LIMITS.teamsMin, max: EVENT_LIMITS.teamsMax });
  const named = teamsOk ? teamNamesOf(context, form.teamNames, teams) : null;
  if (named && "error" in named) errors.teamNames = named.error;

  const teamChoice = form.teamChoice || "assigned";
  if (teamChoice !== "assigned" && teamChoice !== "choose") errors.teamChoice = t("errors.teamChoice");

  const teamSize = form.teamSize.trim() === "" ? maxPlayers : wholeNumber(form.teamSize);
  if (teamSize === null || teamSize < 1 || teamSize > maxPlayers) errors.teamSize = t("errors.teamSize", { max: maxPlayers });

  const minutes = form.timeLimit.trim() === "" ? null : wholeNumber(form.timeLimit);
  if (form.timeLimit.trim() !== "" && (minutes === null || minutes < 1 || minutes > EVENT_LIMITS.timeLimitMinutesMax)) {
    errors.timeLimit = t("errors.timeLimit", { max: EVENT_LIMITS.timeLimitMinutesMax });
  }

  const hints = form.hints || "game";
  if (hints !== "game" && hints !== "host") errors.hints = t("errors.hints");

  const guests = form.guests === "on" || form.guests === "true";
  if (guests && !canInviteGuests(user.grade)) errors.guests = t("errors.guests");

  if (Object.keys(errors).length > 0 || !opened.ok || !named || "error" in named || teamSize === null) return { ok: false, status: 400, errors };

  const created = await insertEvent(context, {
    host: user,
    game: opened.game,
    title,
    teamNames: named.names,
    teamChoice: teamChoice as "assigned" | "choose",
    maxTeamSize: teamSize,
    timeLimitSeconds: minutes === null ? null : minutes * 60,
    hints: hints as "game" | "host",
    guests,
  });
  if (!created) {
    console.error(`live events: ${MAX_EVENT_CODE_DRAWS} event creations in a row met a taken code; is crypto.getRandomValues working?`);
    return { ok: false, status: 503, errors: { game: translate(context.locale, "access.unavailable") } };
  }
  // Each team is a session played, counted as one started like any other (its end is counted when its room reports).
  await Promise.all(named.names.map(() => recordUsage(context.env, "play_started")));
  return { ok: true, ...created };
}

type Opened = { ok: true; game: PlayableGame; maxPlayers: number } | { ok: false; field: "game" | "key"; message: string };

/**
 * The host must be able to open the game as a multiplayer session, from the game's own route family,
 * logged in, and with its key if it has one: the rules of opening a session, since every team is one.
 */
async function openForEvent(context: Context, request: Request, game: PlayableGame | null, key: string): Promise<Opened> {
  const refused = (error: string, field: "game" | "key" = "game"): Opened => ({ ok: false, field, message: translate(context.locale, `access.errors.${error}.text`) });
  if (!game) return { ok: false, field: "game", message: translate(context.locale, "events.errors.game") };
  const keyed = await keyAttempt(context, request, game.access === "key" ? key : undefined);
  if (keyed.refused) return refused("rate-limited", "key");
  const decision = await checkAccess(game, { route: routeOfGame(game), mode: "multi", loggedIn: true, ...(game.access === "key" ? { key: { given: key } } : {}) });
  await keyed.settle(decision);
  if (!decision.ok) return refused(decision.error, decision.error === "key-only" || decision.error === "wrong-key" ? "key" : "game");
  const opened = await withDefinition(context.db, game);
  if (!opened.ok) return refused(opened.error);
  if (!opened.definition.meta.multi) return refused("multi-unavailable");
  return { ok: true, game, maxPlayers: opened.definition.meta.maxPlayers };
}

type NewEvent = {
  host: CurrentUser;
  game: PlayableGame;
  title: string;
  teamNames: string[];
  teamChoice: "assigned" | "choose";
  maxTeamSize: number;
  timeLimitSeconds: number | null;
  hints: "game" | "host";
  guests: boolean;
};

/** Fresh, distinct session codes for the teams. */
function sessionCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(drawSessionCode());
  return [...codes];
}

/**
 * One batch (one transaction): a code is never live without its teams, nor a team without its session.
 * A code already taken (the event's or a team's) makes the batch fail; fresh ones are drawn.
 */
async function insertEvent(context: Context, input: NewEvent): Promise<{ id: string; code: string } | null> {
  const { db } = context;
  for (let draw = 0; draw < MAX_EVENT_CODE_DRAWS; draw++) {
    const id = crypto.randomUUID();
    const code = drawEventCode();
    const sessions = sessionCodes(input.teamNames.length);
    try {
      await db.batch([
        db.insert(liveEvents).values({
          id,
          code,
          hostId: input.host.id,
          gameId: input.game.id,
          gameVersion: input.game.currentVersion,
          title: input.title,
          teamChoice: input.teamChoice,
          maxTeamSize: input.maxTeamSize,
          timeLimitSeconds: input.timeLimitSeconds,
          hints: input.hints,
          guests: input.guests,
        }),
        ...sessions.map((session) =>
          db.insert(playSessions).values({
            id: session,
            gameId: input.game.id,
            gameVersion: input.game.currentVersion,
            mode: "multi",
            userId: input.host.id,
            minPlayers: 1,
            maxPlayers: input.maxTeamSize,
            guests: input.guests,
          }),
        ),
        ...sessions.map((session, i) => db.insert(liveEventTeams).values({ eventId: id, team: i + 1, name: input.teamNames[i], sessionId: session })),
        db
          .update(games)
          .set({ startedCount: sql`${games.startedCount} + ${sessions.length}` })
          .where(eq(games.id, input.game.id)),
      ]);
      return { id, code };
    } catch (error) {
      // Only a code someone else holds is worth another draw; any other failure is real.
      if (!(await codesTaken(context, code, sessions))) throw error;
    }
  }
  return null;
}

async function codesTaken(context: Context, code: string, sessions: string[]): Promise<boolean> {
  const [event] = await context.db.select({ id: liveEvents.id }).from(liveEvents).where(eq(liveEvents.code, code)).limit(1);
  if (event) return true;
  const [session] = await context.db.select({ id: playSessions.id }).from(playSessions).where(inArray(playSessions.id, sessions)).limit(1);
  return session !== undefined;
}
