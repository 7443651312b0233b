// The account and project bench/upload.mjs uploads into, as SQL and the session cookie that goes with it. Imported by
// bench/upload.mjs for a platform of its own and by scripts/bench-short.mjs for the platform the short benches share.
// No side effects.
import { randomBytes } from "node:crypto";
import { importAppModules } from "./platform.mjs";

const USER_ID = "u_bench_uploader";
export const PROJECT_ID = "p_bench_uploads";
const FILE_UID = "benchuploader";
// bench/platform.mjs's SESSION_SECRET: the cookie must verify on the platform it is used with.
const SESSION_SECRET = "bench-session-secret";

export async function uploadRows() {
  const { signValue, sha256Hex } = await importAppModules('export { signValue } from "./app/lib/signed"; export { sha256Hex } from "./app/lib/hash";');
  const token = randomBytes(32).toString("base64url");
  const hash = await sha256Hex(token);
  const expires = Date.now() + 86_400_000;
  const sql = [
    `INSERT INTO users (id, username, email, grade, account_type, file_uid) VALUES ('${USER_ID}', 'bench-uploader', 'bench-uploader@example.test', 3, 'creator', '${FILE_UID}');`,
    `INSERT INTO sessions (id, token_hash, user_id, expires_at) VALUES ('s_bench_uploader', '${hash}', '${USER_ID}', ${expires});`,
    `INSERT INTO projects (id, owner_id, type, title) VALUES ('${PROJECT_ID}', '${USER_ID}', 'interface', 'Bench');`,
  ].join("\n");
  const cookie = `_sr=${await signValue(SESSION_SECRET, { gr: 3, user: USER_ID, tk: token })}`;
  return { sql, cookie };
}
