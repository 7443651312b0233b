import * as v from "valibot";
import { ProjectIdSchema } from "./internal";

/** What the versions panel and its endpoint share (no server code: the page imports it). */

export const PROJECT_VERSIONS_ENDPOINT = "/resources/project-versions";

export type DraftVersion = { id: string; name: string; createdAt: number; author: string; size: number; auto: boolean };

export type VersionError = "sign-in" | "not-found" | "not-yours" | "read-only" | "no-version" | "too-many" | "name" | "unavailable" | "invalid-request" | "cross-site";

const VersionIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

export const VersionRequestSchema = v.variant("intent", [
  v.object({ intent: v.literal("save"), projectId: ProjectIdSchema, name: v.pipe(v.string(), v.trim(), v.minLength(1, "name"), v.maxLength(80, "name")) }),
  v.object({ intent: v.literal("restore"), projectId: ProjectIdSchema, versionId: VersionIdSchema }),
  v.object({ intent: v.literal("delete"), projectId: ProjectIdSchema, versionId: VersionIdSchema }),
]);
export type VersionRequest = v.InferOutput<typeof VersionRequestSchema>;

/** Every answer carries the list as it is now, so the panel never shows a stale one. */
export type VersionsAnswer =
  | { ok: true; versions: DraftVersion[]; done?: { intent: VersionRequest["intent"]; id: string } }
  | { ok: false; error: VersionError; message: string };
