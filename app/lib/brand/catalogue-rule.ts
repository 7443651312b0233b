import { sql } from "drizzle-orm";
import { games } from "../../../db/schema";

/**
 * The catalogue's half of white label (ADR 041): a white-label game the company did not list is in no public
 * list (the catalogue and its search, the home rails, creator profiles, achievements shown on profiles).
 */
export const notHiddenWhiteLabel = sql`NOT EXISTS (SELECT 1 FROM white_label_projects w WHERE w.project_id = ${games.projectId} AND w.listed = 0)`;

/** The same rule in a raw query where games goes by `alias`. */
export const notHiddenWhiteLabelAs = (alias: string) =>
  sql.raw(`NOT EXISTS (SELECT 1 FROM white_label_projects w WHERE w.project_id = ${alias}.project_id AND w.listed = 0)`);
