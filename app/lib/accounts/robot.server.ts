import { eq } from "drizzle-orm";
import { robotChallenges } from "../../../db/schema";
import type { Database } from "../db.server";
import { sha256Hex } from "../hash";
import { constantTimeEqualText } from "./password.server";
import { randomId } from "./random.server";

/** Letters and digits that cannot be mistaken for each other when copied by hand. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const TTL_MS = 20 * 60_000;

/**
 * The registration form's anti-robot check: the server makes the text to copy and keeps only its hash;
 * a challenge is good once and expires, so the page's hidden id proves nothing by itself.
 */
export async function createChallenge(db: Database): Promise<{ id: string; text: string }> {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  const text = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  const id = randomId("r");
  await db.insert(robotChallenges).values({ id, answerHash: await sha256Hex(`${id}:${text}`), expiresAt: new Date(Date.now() + TTL_MS) });
  return { id, text };
}

/** Consumes the challenge whatever the answer, so each text can be tried once. */
export async function checkChallenge(db: Database, id: string, answer: string): Promise<boolean> {
  const [row] = await db.delete(robotChallenges).where(eq(robotChallenges.id, id)).returning();
  if (!row || row.expiresAt.getTime() < Date.now()) return false;
  const normalized = answer.replace(/\s+/g, "").toUpperCase();
  return constantTimeEqualText(row.answerHash, await sha256Hex(`${id}:${normalized}`));
}
