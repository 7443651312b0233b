import type * as Party from "partykit/server";

/**
 * Role changes the backend told the room about (ADR 026). A ticket lives a few minutes, so one issued
 * before a change must not open the room after it: the room keeps, per person, when their role last
 * changed and to what, and refuses older tickets with the reason their editor acts on.
 */

export type RoomAccess = "edit" | "view" | "none";
type AccessChange = { at: number; access: RoomAccess };

const keyOf = (userId: string) => `access:${userId}`;

export async function recordAccessChange(storage: Party.Storage, userId: string, access: RoomAccess, at: number): Promise<void> {
  const previous = await storage.get<AccessChange>(keyOf(userId));
  // Two changes reaching the room out of order: the later one by the backend's clock stands.
  if (previous && previous.at > at) return;
  await storage.put(keyOf(userId), { at, access } satisfies AccessChange);
}

/** Why a ticket issued at `issuedAt` may no longer open the room, or null when it still may. */
export async function outdatedTicket(storage: Party.Storage, userId: string, issuedAt: number): Promise<"removed" | "access_changed" | null> {
  const change = await storage.get<AccessChange>(keyOf(userId));
  if (!change || issuedAt > change.at) return null;
  return change.access === "none" ? "removed" : "access_changed";
}

/** The close reason an editor's client reads (app/lib/drafts/live-draft.client.ts): `removed` is final. */
export const closeReasonOf = (access: RoomAccess) => (access === "none" ? "removed" : "access_changed");
