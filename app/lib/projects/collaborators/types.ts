/** What the people panel, the workspace and the invitation page share with their server (no server code). */

export type CollaboratorRole = "editor" | "viewer";

export type CollaboratorError =
  | "invalid"
  | "limit"
  | "already"
  | "self"
  | "unknownName"
  | "expired"
  | "used"
  | "notOwner"
  | "notFound"
  | "rateLimited";

export type PersonView = { userId: string; name: string; avatar: string; role: CollaboratorRole };
export type PendingView = { id: string; to: string; role: CollaboratorRole; expiresAt: number };

/** The editor's "people" view: everyone on the project, and for its owner the pending invitations and the plan's limit. */
export type PeopleSection = {
  owner: { userId: string; name: string; avatar: string };
  people: PersonView[];
  pending: PendingView[];
  used: number;
  limit: number;
};

/** An invitation as its invitee sees it: on the workspace or at /invitation/{token}. */
export type ReceivedInvitation = { id: string; projectTitle: string; ownerName: string; role: CollaboratorRole; expiresAt: number };

/** A project someone else owns that I am a collaborator of. */
export type SharedProject = { id: string; type: "classic" | "interface" | "360"; title: string; ownerName: string; role: CollaboratorRole; updatedAt: number };

export type PeopleDone = "invited" | "cancelled" | "removed" | "roleChanged" | "left" | "accepted" | "declined";

export type PeopleOutcome =
  | { scope: "people"; ok: true; done: PeopleDone; name: string }
  | { scope: "people"; ok: false; error: CollaboratorError; limit: number; values: Record<string, string> };

export const PEOPLE_INTENTS = ["invite", "cancelInvite", "remove", "changeRole", "leave", "acceptInvite", "declineInvite"] as const;
export type PeopleIntent = (typeof PEOPLE_INTENTS)[number];
export const isPeopleIntent = (intent: string): intent is PeopleIntent => (PEOPLE_INTENTS as readonly string[]).includes(intent);
