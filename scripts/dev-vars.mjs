// Local secrets for wrangler dev and the Vite dev server live in .dev.vars (git-ignored), made once per
// checkout. Imported by start.mjs; run directly before `npm run dev`.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export function localSecret(name) {
  const file = ".dev.vars";
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  const found = current.match(new RegExp(`^${name}=(.+)$`, "m"));
  if (found) return found[1].trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${name}=${secret}\n`);
  return secret;
}

/**
 * TICKET_SECRET signs room tickets and ROOM_SERVICE_SECRET lets the game rooms call the backend's
 * internal API: both are shared by the worker (.dev.vars) and PartyKit (start.mjs passes them on).
 */
export function ensureLocalSecrets() {
  return {
    ticket: localSecret("TICKET_SECRET"),
    session: localSecret("SESSION_SECRET"),
    roomService: localSecret("ROOM_SERVICE_SECRET"),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) ensureLocalSecrets();
