/** The people who can log in at the test OpenID provider, and the Escaplay accounts that exist beforehand. */

export type ProviderAccount = {
  login: string;
  password: string;
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
};

export const PROVIDER_ACCOUNTS = {
  camille: { login: "camille", password: "camille-pass", sub: "110000000000000000001", email: "camille.martin@example.test", email_verified: true, name: "Camille Martin" },
  // Same name as Camille, another person.
  camilleBis: { login: "camille.b", password: "camille-b-pass", sub: "110000000000000000002", email: "camille.bernard@example.test", email_verified: true, name: "Camille Martin" },
  // Registered on Escaplay with a password before, e-mail never confirmed; here in other letter case.
  dominique: { login: "dominique", password: "dominique-pass", sub: "110000000000000000003", email: "Dominique.Roux@Example.test", email_verified: true, name: "Dominique Roux" },
  sacha: { login: "sacha", password: "sacha-pass", sub: "110000000000000000004", email: "sacha@example.test", email_verified: true, name: "Sacha" },
  lou: { login: "lou", password: "lou-pass", sub: "110000000000000000005", email: "lou@example.test", email_verified: false, name: "Lou" },
} satisfies Record<string, ProviderAccount>;

/** Rows put in D1 before the site starts. */
export const EXISTING_USERS = {
  dominique: { id: "u_existing_dominique", username: "Dominique", email: "dominique.roux@example.test", grade: 0 },
  sacha: { id: "u_existing_sacha", username: "Sacha", email: "sacha@example.test", grade: 1, banned: true },
};

export const existingUsersSql = Object.values(EXISTING_USERS)
  .map(
    (u) =>
      `INSERT INTO users (id, username, email, password_hash, grade, account_type, usage_context, file_uid, banned_at, terms_accepted_at) ` +
      `VALUES ('${u.id}', '${u.username}', '${u.email}', 'pbkdf2-sha256$600000$c2FsdA$aGFzaA', ${u.grade}, 'player', 'personal', 'f_${u.id}', ` +
      `${"banned" in u ? Date.now() : "NULL"}, ${Date.now()});`,
  )
  .join(" ");
