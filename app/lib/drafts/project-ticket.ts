/** The project-room ticket endpoint's contract, shared by the server and the studio's client. */

export const PROJECT_TICKET_ENDPOINT = "/resources/project-ticket";

/** `access`: what the ticket lets its bearer do with the draft (a viewer's changes are refused by the room). */
export type ProjectTicketGrant = { projectId: string; host: string; party: "project"; room: string; ticket: string; expiresAt: number; access: "edit" | "view" };
export type ProjectTicketError = "sign-in" | "not-found" | "not-yours" | "unavailable" | "invalid-request" | "method-not-allowed" | "cross-site";
export type ProjectTicketRefusal = { error: ProjectTicketError; message: string };
