import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "../../guards.server";
import { pageTexts } from "../../page.server";
import { currentUser } from "../../session.server";
import { PREFIX_OF_TYPE } from "../workspace.server";
import { acceptInvitation, bindInvitation, declineInvitation, invitationByToken } from "./accept.server";
import { STATUS } from "./actions.server";
import { projectWithOwner } from "./project.server";
import type { CollaboratorError, CollaboratorRole } from "./types";
import { readForm } from "../../form-request.server";

/**
 * /invitation/{token} (ADR 027): the link an invitation mail carries. Signed out, it says what it is and
 * offers to sign in or register, coming back here after; signed in, it shows the project, its owner and the
 * role, to accept or decline. The token is the proof: the invitation is bound to whoever opens it signed in.
 */

export type InvitationPage =
  | { state: "signedOut"; returnPath: string }
  | { state: "refused"; error: CollaboratorError }
  | { state: "open"; projectTitle: string; ownerName: string; role: CollaboratorRole; expiresAt: number }
  | { state: "declined" };

export async function invitationLoader({ request, params, context }: LoaderFunctionArgs) {
  const texts = pageTexts(context, ["collaborators"], { title: "collaborators.invitation.title" });
  const user = await currentUser(context);
  const url = new URL(request.url);
  const reply = (page: InvitationPage, status = 200) => data({ ...texts, page }, { status, headers: { "Cache-Control": "no-store" } });
  if (!user) return reply({ state: "signedOut", returnPath: url.pathname });
  const invitation = await invitationByToken(context.db, params.token ?? "");
  const project = invitation ? await projectWithOwner(context.db, invitation.projectId) : null;
  const refused = (error: CollaboratorError) => reply({ state: "refused", error }, STATUS[error]);
  // Back from declining it (the action redirects here): gone, as it should be.
  if (!invitation && url.searchParams.get("declined") === "1") return reply({ state: "declined" });
  if (!invitation) return refused("used");
  if (invitation.expiresAt.getTime() <= Date.now()) return refused("expired");
  if (!project) return refused("notFound");
  if (project.ownerId === user.id) return refused("self");
  await bindInvitation(context.db, invitation, user.id);
  return reply({ state: "open", projectTitle: project.title, ownerName: project.ownerName, role: invitation.role, expiresAt: invitation.expiresAt.getTime() });
}

export async function invitationAction({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const intent = String((await readForm(request)).get("intent") ?? "");
  const texts = pageTexts(context, ["collaborators"], { title: "collaborators.invitation.title" });
  const invitation = await invitationByToken(context.db, params.token ?? "");
  const answer = intent === "accept" ? await acceptInvitation(context.db, invitation, user.id) : await declineInvitation(context.db, invitation);
  if (!answer.ok) {
    const page: InvitationPage = { state: "refused", error: answer.error };
    return data({ ...texts, page, limit: answer.limit ?? 0 }, { status: STATUS[answer.error] });
  }
  if (intent === "accept") throw redirect(`/${PREFIX_OF_TYPE[answer.project.type]}/${answer.project.id}`);
  throw redirect(`${new URL(request.url).pathname}?declined=1`);
}
