import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import * as v from "valibot";
import { LOCALES } from "~/i18n/locales";
import { readFormFields } from "../form-request.server";
import { requireUser } from "../guards.server";
import { dateFormat } from "../intl-formats";
import { notFound } from "../page.server";
import { cancelTeamInvitation, inviteToTeam } from "./invite.server";
import { endMembership } from "./leave.server";
import { membershipsOf, teamOf } from "./members.server";
import { seatsAllowed, type TeamRefusal } from "./seats";

/**
 * The server side of /account/team (ADR 043). Only an account holding the Company plan itself (not through a seat)
 * invites, cancels and removes: any other account's post of those is a 403. Anyone may leave a company they are a
 * member of; a company or a person that is not theirs is a 404.
 */

export const TEAM_DONE = ["invited", "cancelled", "removed", "left"] as const;
type Done = (typeof TEAM_DONE)[number];

const formSchema = v.variant("intent", [
  v.object({ intent: v.literal("invite"), email: v.pipe(v.string(), v.maxLength(300)) }),
  v.object({ intent: v.literal("cancel"), id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) }),
  v.object({ intent: v.literal("remove"), userId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) }),
  v.object({ intent: v.literal("leave"), companyId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)) }),
]);

export async function teamPageData(context: AppLoadContext, request: Request) {
  const user = await requireUser(context, request);
  const seats = seatsAllowed(user.ownGrade);
  const dates = dateFormat(LOCALES[context.locale].locale, { dateStyle: "long", timeZone: "UTC" });
  const [team, memberships] = await Promise.all([seats ? teamOf(context.db, user.id) : null, membershipsOf(context.db, user.id)]);
  const done = new URL(request.url).searchParams.get("done");
  return {
    seats,
    team: team && {
      members: team.members.map((row) => ({ ...row, since: dates.format(row.since) })),
      invitations: team.invitations.map((row) => ({ ...row, expires: dates.format(row.expiresAt) })),
    },
    memberships: memberships.map((row) => ({ ...row, since: dates.format(row.since) })),
    done: (TEAM_DONE as readonly string[]).includes(done ?? "") ? (done as Done) : null,
    who: new URL(request.url).searchParams.get("who") ?? "",
  };
}

export type TeamActionData = { ok: false; refusal: TeamRefusal; value: string };

export async function teamPageAction(context: AppLoadContext, request: Request) {
  const user = await requireUser(context, request);
  const parsed = v.safeParse(formSchema, await readFormFields(request));
  if (!parsed.success) throw data({ error: "unreadable", reason: "unreadable" }, { status: 400 });
  const form = parsed.output;
  const done = (what: Done, who: string) => redirect(`/account/team?done=${what}&who=${encodeURIComponent(who)}`);
  if (form.intent === "leave") {
    if (!(await endMembership(context, form.companyId, user.id))) notFound();
    return done("left", "");
  }
  if (!seatsAllowed(user.ownGrade)) throw data({ error: "forbidden", reason: "forbidden" }, { status: 403 });
  if (form.intent === "invite") {
    const result = await inviteToTeam(context, user, { email: form.email }, new URL(request.url).origin);
    if (result.ok) return done("invited", result.email);
    const status = result.refusal === "email" ? 400 : result.refusal === "rateLimited" ? 429 : 409;
    return data({ ok: false, refusal: result.refusal, value: form.email } satisfies TeamActionData, { status });
  }
  if (form.intent === "cancel") {
    const email = await cancelTeamInvitation(context.db, user.id, form.id);
    if (email === null) notFound();
    return done("cancelled", email);
  }
  const member = (await teamOf(context.db, user.id)).members.find((row) => row.userId === form.userId);
  if (!member) notFound();
  await endMembership(context, user.id, member.userId);
  return done("removed", member.name);
}
