import { fillPlaceholders, sql, type SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db.server";
import { PLANS } from "../../plans";
import { companyMember, type ProjectRole } from "../../drafts/access.server";
import { gradeOf } from "../../company/shared-grade.server";
import type { FileRow } from "./view";

/**
 * An upload's one D1 round trip (ADR 016, issue 30): who is uploading (the session's token), their role on the
 * project, the owner's storage and plan, the reservation of the declared size and the file's row, all in one
 * batch, which D1 runs as one transaction. Each statement costs a round trip when sent alone, and D1 answers them
 * one after another: an upload used to wait for seven (the front door's and the endpoint's session reads, the
 * project, the role, the reservation, the row, the project's date).
 *
 * The rules are the ones the rest of the site applies, written as SQL here: a live session of an account that is
 * neither banned nor removed (`userForToken`), the project's role (`projectAccess`), the plan in force
 * (`gradeOf`, `storageLimit`).
 */

export type GateRefusal = "sign-in" | "verify-account" | "not-found" | "not-yours" | "read-only";

/** What the batch read before writing anything: enough to name why nothing was written. */
export type Gate = {
  userId: string | null;
  userGrade: number | null;
  /** The session's account has a granted plan whose end has passed (ADR 038): ended by a session read first. */
  grantEnded: number | null;
  projectId: string | null;
  role: ProjectRole | null;
  ownerId: string | null;
  used: number | null;
  limit: number | null;
};

/** The plan's storage by grade, as SQL (`storageLimit` without the bonus): the same table as `planForGrade`. */
function planStorage(grade: SQL): SQL {
  const cases = Object.values(PLANS).map((plan) => sql`WHEN ${grade} IN (${sql.raw(plan.grades.join(", "))}) THEN ${sql.raw(String(plan.limits.storageBytes))}`);
  return sql`CASE ${sql.join(cases, sql` `)} ELSE ${sql.raw(String(PLANS.basic.limits.storageBytes))} END`;
}

const dialect = new SQLiteAsyncDialect();
const value = (name: string) => sql.placeholder(name);

/**
 * A statement rendered once per isolate, its values named: the upload's SQL is the same for every file, and
 * rendering it is work a busy worker need not repeat. Sent to D1 itself, since drizzle's own batch cannot carry a
 * raw statement with values.
 */
function prepared(query: () => SQL) {
  let rendered: { sql: string; params: unknown[] } | undefined;
  return (db: Database, values: Record<string, unknown>): D1PreparedStatement => {
    rendered ??= dialect.sqlToQuery(query());
    return db.$client.prepare(rendered.sql).bind(...fillPlaceholders(rendered.params, values));
  };
}

const sessionUser = sql.raw("(SELECT id FROM gate_user)");

/** One row, always: the columns of `Gate`, null where the session, the project or the owner is missing. */
function gateQuery(): SQL {
  const tokenHash = value("tokenHash");
  const projectId = value("projectId");
  const now = value("now");
  return sql`WITH gate_user AS (
      SELECT users.id AS id, users.grade AS grade,
        EXISTS (SELECT 1 FROM plan_grants AS pg WHERE pg.user_id = users.id AND pg.ended_at IS NULL AND pg.ends_at <= ${now}) AS grant_ended
      FROM sessions JOIN users ON users.id = sessions.user_id
      WHERE sessions.token_hash = ${tokenHash} AND sessions.expires_at > ${now} AND users.banned_at IS NULL AND users.grade >= 0
      LIMIT 1
    ),
    gate_project AS (
      SELECT projects.id AS id, projects.owner_id AS owner_id,
        CASE WHEN projects.owner_id = ${sessionUser} THEN 'owner'
          WHEN ${companyMember(sessionUser)} THEN 'editor'
          ELSE (SELECT pc.role FROM project_collaborators AS pc WHERE pc.project_id = projects.id AND pc.user_id = ${sessionUser}) END AS role
      FROM projects WHERE projects.id = ${projectId} AND projects.deleted_at IS NULL
    ),
    gate_owner AS (
      SELECT users.id AS id, users.file_uid AS file_uid, users.storage_bytes AS used,
        ${planStorage(gradeOf())} + users.storage_bonus_bytes AS storage_limit
      FROM users WHERE users.id = (SELECT owner_id FROM gate_project)
    ),
    gate AS (
      SELECT gate_user.id AS user_id, gate_user.grade AS user_grade, gate_user.grant_ended AS grant_ended,
        gate_project.id AS project_id, gate_project.role AS role,
        gate_owner.id AS owner_id, gate_owner.file_uid AS file_uid, gate_owner.used AS used, gate_owner.storage_limit AS storage_limit
      FROM (SELECT 1) LEFT JOIN gate_user ON 1 LEFT JOIN gate_project ON 1 LEFT JOIN gate_owner ON 1
    )`;
}

const gateColumns = sql`SELECT user_id AS userId, user_grade AS userGrade, grant_ended AS grantEnded, project_id AS projectId, role,
  owner_id AS ownerId, used, storage_limit AS "limit" FROM gate`;

/**
 * Why this session may not upload to the project, in the order the site checks it: the front door's unverified
 * account (ADR 034) comes before the project's own refusals. "stale": a granted plan has ended and must be ended
 * by a session read before anything is decided (`userForToken` does it).
 */
export function gateRefusal(gate: Gate): GateRefusal | "stale" | null {
  if (!gate.userId) return "sign-in";
  if (gate.grantEnded) return "stale";
  if (gate.userGrade === 0) return "verify-account";
  if (!gate.projectId || !gate.ownerId) return "not-found";
  if (!gate.role) return "not-yours";
  if (gate.role === "viewer") return "read-only";
  return null;
}

export const fits = (gate: Gate, bytes: number) => gate.used !== null && gate.limit !== null && gate.used + bytes <= gate.limit;

const selectGate = prepared(() => sql`${gateQuery()} ${gateColumns}`);
const insertFile = prepared(
  () => sql`${gateQuery()}
    INSERT INTO project_files (id, owner_id, project_id, folder, name, key, kind, mime, size, width, height, created_at)
    SELECT ${value("id")}, owner_id, project_id, ${value("folder")}, ${value("name")}, 'projects/' || file_uid || '/' || ${value("keyName")} || '.' || ${value("format")},
      ${value("kind")}, ${value("mime")}, ${value("size")}, ${value("width")}, ${value("height")}, ${value("now")}
    FROM gate
    WHERE user_id IS NOT NULL AND NOT grant_ended AND user_grade <> 0 AND role IN ('owner', 'editor') AND used + ${value("size")} <= storage_limit
    RETURNING key`,
);
const reserveForFile = prepared(
  () => sql`UPDATE users SET storage_bytes = storage_bytes + ${value("size")} WHERE id = (SELECT owner_id FROM project_files WHERE id = ${value("id")})`,
);
const touchProject = prepared(
  () => sql`UPDATE projects SET updated_at = ${value("now")} WHERE id = (SELECT project_id FROM project_files WHERE id = ${value("id")})`,
);
const deleteFile = prepared(() => sql`DELETE FROM project_files WHERE id = ${value("id")}`);
const releaseForFile = prepared(() => sql`UPDATE users SET storage_bytes = max(0, storage_bytes - ${value("size")}) WHERE id = ${value("ownerId")}`);

/** The gate alone, for an upload refused before anything is written (its name, size or content). */
export async function readGate(db: Database, tokenHash: string, projectId: string): Promise<Gate> {
  return (await selectGate(db, { tokenHash, projectId, now: Date.now() }).first<Gate>())!;
}

export type Registration = Omit<FileRow, "ownerId" | "key" | "createdAt"> & { keyName: string; format: string };

/**
 * The file's row and its reservation, in one transaction, if the gate lets this session upload and the declared
 * size fits the owner's storage: two uploads at once cannot both take the last free bytes (D1 runs one batch at a
 * time). The row's key is the owner's (`projects/<fileUid>/<keyName>.<format>`), read in the same statement.
 * Returns the gate as it was read and the key, or null when nothing was written.
 */
export async function registerUpload(db: Database, tokenHash: string, file: Registration): Promise<{ gate: Gate; key: string | null; createdAt: Date }> {
  const now = Date.now();
  const values = { ...file, tokenHash, now };
  const [gates, inserted] = await db.$client.batch<Record<string, unknown>>([
    selectGate(db, values),
    insertFile(db, values),
    reserveForFile(db, values),
    touchProject(db, values),
  ]);
  const key = inserted.results?.[0]?.key;
  return { gate: gates.results[0] as Gate, key: typeof key === "string" ? key : null, createdAt: new Date(now) };
}

/** A registered upload whose bytes did not reach R2: its row goes and its size is given back, together. */
export async function unregisterUpload(db: Database, file: { id: string; ownerId: string; size: number }): Promise<void> {
  await db.$client.batch([deleteFile(db, file), releaseForFile(db, file)]);
}
