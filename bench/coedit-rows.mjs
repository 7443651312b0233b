// The creator and project bench/coedit.mjs edits, as SQL. Imported by bench/coedit.mjs for a platform of its own and
// by scripts/bench-short.mjs for the platform the short benches share. No side effects.

export const OWNER = "u_bench_coedit";
export const PROJECT = "p_bench_coedit";

export const coeditRowsSql = [
  `INSERT INTO users (id, username, email, grade, account_type, file_uid) VALUES ('${OWNER}', 'bench-coedit', 'bench-coedit@example.test', 3, 'creator', 'benchcoed');`,
  `INSERT INTO projects (id, owner_id, type, title) VALUES ('${PROJECT}', '${OWNER}', 'interface', 'Bench co-editing');`,
].join("\n");
