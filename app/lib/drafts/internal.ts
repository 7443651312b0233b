import * as v from "valibot";

/**
 * The backend calls only project rooms make, with `Authorization: Bearer {ROOM_SERVICE_SECRET}` (the
 * game rooms' credential and header, app/lib/play/internal.ts):
 *   GET {BACKEND_URL}/v1/internal/projects/{id}/draft  -> the draft's Yjs snapshot (binary update); when there is
 *       none yet, 404 `{ error: "no_snapshot", start }` with the definition (JSON) the room seeds its document from
 *   PUT {BACKEND_URL}/v1/internal/projects/{id}/draft  <- the draft's Yjs snapshot, -> { ok: true, bytes }; the
 *       definition it holds becomes the project's `draft` JSON (a snapshot that does not decode: 400)
 * Both answer 401 without the credential and 404 for an unknown project; a PUT over
 * MAX_DRAFT_SNAPSHOT_BYTES answers 413 and keeps the previous snapshot. The room is the draft's
 * authority (ADR 015): a PUT replaces the stored snapshot whole, it is never merged here.
 */

export const internalDraftPath = (projectId: string) => `/v1/internal/projects/${encodeURIComponent(projectId)}/draft`;

/** A whole game definition with its history is far below this; a larger snapshot is refused, not cut. */
export const MAX_DRAFT_SNAPSHOT_BYTES = 5 * 1024 * 1024;

/**
 * The bound on the JSON derived from a snapshot (`projects.draft`): D1 keeps at most 2 MB in one value. A
 * snapshot whose definition is larger is refused like one over MAX_DRAFT_SNAPSHOT_BYTES (413).
 */
export const MAX_DRAFT_JSON_BYTES = 1_500_000;

export const DRAFT_SNAPSHOT_TYPE = "application/octet-stream";

/** Project ids are project room ids: the same alphabet and length as a ticket's room. */
export const ProjectIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
