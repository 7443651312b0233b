// The creator and project bench/editor.mjs opens, as SQL and the session cookie that goes with it. Imported by
// bench/editor.mjs for a platform of its own and by scripts/bench-short.mjs for the platform the short benches share.
// No side effects.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { importAppModules, ROOT } from "./platform.mjs";

const USER_ID = "u_bench_editor";
export const PROJECT_ID = "p_bench_editor";
// bench/platform.mjs's SESSION_SECRET: the cookie must verify on the platform it is used with.
const SESSION_SECRET = "bench-session-secret";

export function interfaceGame() {
  const dir = join(ROOT, "db/seed/games");
  const definition = JSON.parse(readFileSync(join(dir, "manoir-horloger.json"), "utf8"));
  if (definition.meta.type !== "interface") throw new Error("the bench's game is no longer an Interface game");
  return definition;
}

export async function editorRows(definition = interfaceGame()) {
  const { signValue, sha256Hex } = await importAppModules('export { signValue } from "./app/lib/signed"; export { sha256Hex } from "./app/lib/hash";');
  const token = randomBytes(32).toString("base64url");
  const hash = await sha256Hex(token);
  const quote = (text) => `'${text.replaceAll("'", "''")}'`;
  const sql = [
    `INSERT INTO users (id, username, email, grade, account_type, file_uid) VALUES ('${USER_ID}', 'bench-editor', 'bench-editor@example.test', 3, 'creator', 'benchedit');`,
    `INSERT INTO sessions (id, token_hash, user_id, expires_at) VALUES ('s_bench_editor', '${hash}', '${USER_ID}', ${Date.now() + 86_400_000});`,
    `INSERT INTO projects (id, owner_id, type, title, draft) VALUES ('${PROJECT_ID}', '${USER_ID}', 'interface', 'Bench', ${quote(JSON.stringify(definition))});`,
  ].join("\n");
  return { sql, cookie: await signValue(SESSION_SECRET, { gr: 3, user: USER_ID, tk: token }) };
}
