/**
 * The statements of `npm run staff` (scripts/staff.mjs): the audit log's row, the role, then the account as it now
 * is. Shared with the end-to-end tests, which send them through the running site's own runtime: a second process
 * writing into the local database file while the site runs makes the site's next query fail (SQLITE_BUSY).
 */
export const STAFF_ROLES = ["admin", "moderator"];

// SQL string literals: quotes doubled, so any user name or reason is taken as text.
const literal = (text) => `'${text.replace(/'/g, "''")}'`;

export function staffStatements({ name, role, on, reason }) {
  if (!STAFF_ROLES.includes(role)) throw new Error(`Unknown staff role ${role}`);
  const account = `username = ${literal(name)} COLLATE NOCASE AND grade >= 0`;
  // Only a real change is logged: giving a role the account has, or taking one it lacks, writes nothing.
  const changes = on ? `staff_role IS NOT '${role}'` : `staff_role = '${role}'`;
  return [
    `INSERT INTO staff_actions (id, staff_id, staff_name, action, target_id, target_name, reason, detail)
     SELECT 'a_' || lower(hex(randomblob(12))), NULL, NULL, 'role', id, username, ${literal(reason)}, json_object('role', '${role}', 'on', ${on ? 1 : 0})
     FROM users WHERE ${account} AND ${changes};`,
    `UPDATE users SET staff_role = ${on ? `'${role}'` : "NULL"} WHERE ${account} AND ${changes};`,
    `SELECT username, staff_role AS role FROM users WHERE ${account};`,
  ];
}
