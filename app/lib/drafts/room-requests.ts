import * as v from "valibot";

/**
 * What the backend asks of a project room over HTTP (ADR 019), with `Authorization: Bearer
 * {ROOM_SERVICE_SECRET}` (the credential rooms use towards the backend, the other way round):
 *   POST {rooms host}/parties/project/{id}  { action: "flush" }
 *     -> { ok: true, saved: boolean }: the room sends its snapshot now (and waits for the backend's answer);
 *        a room nobody has open answers at once with saved: false, its last snapshot went when the last editor left.
 *   POST ... { action: "restore", definition, name, by }
 *     -> { ok: true }: the room replaces its document's content with `definition` in one transaction,
 *        tells the connected editors (`draftRestored`) and sends the new snapshot.
 *   POST ... { action: "access", userId, access: "edit" | "view" | "none", at }
 *     -> { ok: true }: that person's role changed (ADR 026). Tickets issued before now no longer open the
 *        room; their open connections close at once ("removed" for none, "access_changed" otherwise, and
 *        the editor reconnects with a new ticket carrying the new role).
 * Any other call: 404; without the credential: 401.
 */

export const projectRoomPath = (projectId: string) => `/parties/project/${encodeURIComponent(projectId)}`;

export const RoomRequestSchema = v.variant("action", [
  v.object({ action: v.literal("flush") }),
  v.object({
    action: v.literal("restore"),
    // A JSON object (never an array, which valibot's record would turn into one).
    definition: v.pipe(
      v.unknown(),
      v.check((value) => typeof value === "object" && value !== null && !Array.isArray(value), "a definition is a JSON object"),
      v.transform((value) => value as Record<string, unknown>),
    ),
    name: v.pipe(v.string(), v.maxLength(200)),
    by: v.pipe(v.string(), v.maxLength(100)),
  }),
  v.object({
    action: v.literal("access"),
    userId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
    access: v.picklist(["edit", "view", "none"]),
    // When the backend changed it, by its clock: the one that also dates the tickets it issues.
    at: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  }),
]);
export type RoomRequest = v.InferOutput<typeof RoomRequestSchema>;

export type FlushAnswer = { ok: true; saved: boolean };
