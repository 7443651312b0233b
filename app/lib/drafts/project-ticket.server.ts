import type { AppLoadContext } from "@remix-run/cloudflare";
import * as v from "valibot";
import { translate } from "~/i18n/catalog.server";
import { ticketName } from "../play/session-grant.server";
import { avatarUrl, currentUser } from "../session.server";
import { signTicket, ticketTtlMs, type TicketInput } from "../tickets";
import { findProject, projectAccess } from "./access.server";
import { ProjectIdSchema } from "./internal";
import type { ProjectTicketError, ProjectTicketGrant, ProjectTicketRefusal } from "./project-ticket";

/**
 * Tickets to a project's room (ADR 015): the editors ask for one before they connect, and only a
 * signed-in person with a role on the project gets it (ADR 027): a viewer's carries `access: "view"`,
 * which the room enforces. The room id is the project id.
 */

export { PROJECT_TICKET_ENDPOINT, type ProjectTicketError, type ProjectTicketGrant, type ProjectTicketRefusal } from "./project-ticket";

export const ProjectTicketRequestSchema = v.object({ projectId: ProjectIdSchema });
export type ProjectTicketAnswer = { status: number; body: ProjectTicketGrant | ProjectTicketRefusal };

const STATUS: Record<ProjectTicketError, number> = {
  "sign-in": 401,
  "not-yours": 403,
  "cross-site": 403,
  "not-found": 404,
  "method-not-allowed": 405,
  "invalid-request": 400,
  unavailable: 503,
};

type TicketContext = Pick<AppLoadContext, "db" | "env" | "locale" | "cookies">;

export function projectTicketRefusal(context: Pick<AppLoadContext, "locale">, error: ProjectTicketError): ProjectTicketAnswer {
  return { status: STATUS[error], body: { error, message: translate(context.locale, `access.projectRoom.${error}`) } };
}

export async function answerProjectTicket(context: TicketContext, projectId: string): Promise<ProjectTicketAnswer> {
  const user = await currentUser(context);
  if (!user) return projectTicketRefusal(context, "sign-in");
  const granted = await projectAccess(context.db, user.id, projectId);
  // Someone else's project says so (403); only a missing or deleted one is 404.
  if (!granted) return projectTicketRefusal(context, (await findProject(context.db, projectId)) ? "not-yours" : "not-found");
  const { project, role } = granted;
  const access = role === "viewer" ? "view" : "edit";
  const secret = context.env.TICKET_SECRET;
  if (!secret) return projectTicketRefusal(context, "unavailable");

  const iat = Date.now();
  const exp = iat + ticketTtlMs;
  const claims: TicketInput = { party: "project", room: project.id, sub: user.id, name: ticketName(user.username), role: "user", access, iat, exp };
  const img = avatarUrl(user);
  if (img.length <= 300) claims.img = img;
  const ticket = await signTicket(secret, claims);
  return { status: 200, body: { projectId: project.id, host: context.env.PROJECT_SOCKET_HOST, party: "project", room: project.id, ticket, expiresAt: exp, access } };
}
