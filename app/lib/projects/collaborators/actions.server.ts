import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import * as v from "valibot";
import { changeAccessInRoom } from "../../drafts/flush.server";
import { projectAccess } from "../../drafts/access.server";
import type { CurrentUser } from "../../session.server";
import { acceptInvitation, declineInvitation, myInvitation } from "./accept.server";
import { invite } from "./invite.server";
import { collaboratorLimit } from "./limits.server";
import { cancelInvitation, memberName, removeMember, setRole } from "./members.server";
import { projectWithOwner, type OwnedProject } from "./project.server";
import type { CollaboratorError, PeopleDone, PeopleIntent, PeopleOutcome } from "./types";

/**
 * The people intents of the studio's forms (ADR 027): the owner invites, cancels, removes and changes roles
 * from the editor's "people" view; a collaborator leaves; an invitee accepts or declines on the workspace.
 * Every one checks who asks, here on the server.
 */

type Context = Pick<AppLoadContext, "db" | "env" | "locale">;

export const STATUS: Record<CollaboratorError, number> = {
  invalid: 400,
  limit: 403,
  already: 409,
  self: 400,
  unknownName: 404,
  expired: 410,
  used: 410,
  notOwner: 403,
  notFound: 404,
  rateLimited: 429,
};

const RoleSchema = v.picklist(["editor", "viewer"] as const);

export function refused(error: CollaboratorError, values: Record<string, string>, limit = 0) {
  const outcome: PeopleOutcome = { scope: "people", ok: false, error, limit, values };
  return data(outcome, { status: STATUS[error] });
}

const done = (what: PeopleDone, name: string) => data<PeopleOutcome>({ scope: "people", ok: true, done: what, name });

/** The project, when this person owns it; the refusal otherwise (a collaborator is told it is the owner's to do). */
async function owned(context: Context, user: CurrentUser, projectId: string): Promise<OwnedProject | CollaboratorError> {
  const access = await projectAccess(context.db, user.id, projectId);
  if (!access) return "notFound";
  if (access.role !== "owner") return "notOwner";
  return (await projectWithOwner(context.db, projectId)) ?? "notFound";
}

export async function peopleAction(context: Context, user: CurrentUser, intent: PeopleIntent, form: Record<string, string>, origin: string) {
  const { db } = context;
  if (intent === "acceptInvite" || intent === "declineInvite") {
    const invitation = await myInvitation(db, user.id, form.invitationId ?? "");
    const answer = intent === "acceptInvite" ? await acceptInvitation(db, invitation, user.id) : await declineInvitation(db, invitation);
    if (!answer.ok) return refused(answer.error, form, answer.limit);
    return done(intent === "acceptInvite" ? "accepted" : "declined", answer.project.title);
  }
  const projectId = form.id ?? "";
  if (intent === "leave") {
    const access = await projectAccess(db, user.id, projectId);
    if (!access) return refused("notFound", form);
    if (access.role === "owner") return refused("self", form);
    await removeMember(db, projectId, user.id);
    await changeAccessInRoom(context, projectId, user.id, "none");
    throw redirect("/project");
  }
  const project = await owned(context, user, projectId);
  if (typeof project === "string") return refused(project, form);
  const limit = collaboratorLimit(project.ownerGrade);
  if (intent === "invite") {
    const result = await invite(context, project, { id: user.id, name: user.username }, form, origin);
    return result.ok ? done("invited", result.name) : refused(result.error, form, limit);
  }
  if (intent === "cancelInvite") {
    const name = await cancelInvitation(db, project.id, form.invitationId ?? "");
    return name === null ? refused("used", form) : done("cancelled", name);
  }
  const userId = form.userId ?? "";
  const name = await memberName(db, project.id, userId);
  if (name === null) return refused("notFound", form);
  if (intent === "remove") {
    await removeMember(db, project.id, userId);
    // Their open editor closes at once: the room drops their connection.
    await changeAccessInRoom(context, project.id, userId, "none");
    return done("removed", name);
  }
  const role = v.safeParse(RoleSchema, form.role);
  if (!role.success) return refused("invalid", form);
  await setRole(db, project.id, userId, role.output);
  await changeAccessInRoom(context, project.id, userId, role.output === "viewer" ? "view" : "edit");
  return done("roleChanged", name);
}
