import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, isNull } from "drizzle-orm";
import * as v from "valibot";
import { users } from "../../../db/schema";
import { randomToken } from "../accounts/random.server";
import { MB, planForGrade } from "../plans";
import { storageBonus } from "../projects/files/storage.server";
import type { CurrentUser } from "../session.server";
import { adjustedStorage, refreshedCookie, type ProfileResult } from "./profile.server";

export const AVATAR_MAX_BYTES = 1 * MB;
/** Room for the multipart envelope and the other fields around the file. */
const ENVELOPE_BYTES = 16 * 1024;

type Context = Pick<AppLoadContext, "db" | "env" | "cookies">;
type ImageType = { ext: "png" | "jpg" | "webp"; contentType: string };

const avatarSchema = v.pipe(
  v.file("avatarMissing"),
  v.check((file) => file.size > 0, "avatarMissing"),
  v.maxSize(AVATAR_MAX_BYTES, "avatarSize"),
);

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/**
 * The type comes from the file's first bytes, never from its name or declared type: a script renamed
 * .png must not be served back from our origin as an image it is not.
 */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: "png", contentType: "image/png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: "jpg", contentType: "image/jpeg" };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { ext: "webp", contentType: "image/webp" };
  return null;
}

/** Checked before the body is read, so a huge upload is refused without buffering it. */
/** The largest avatar form: the picture and its envelope (boundary, other fields). */
export const AVATAR_FORM_MAX_BYTES = AVATAR_MAX_BYTES + ENVELOPE_BYTES;

export function uploadTooLarge(request: Request): boolean {
  const length = Number(request.headers.get("Content-Length"));
  return Number.isFinite(length) && length > AVATAR_FORM_MAX_BYTES;
}

async function storedSize(context: Context, key: string | null): Promise<number> {
  if (!key) return 0;
  return (await context.env.FILES.head(key))?.size ?? 0;
}

/**
 * Swaps the avatar key only if it is still the one this request started from: two uploads racing
 * cannot both count their bytes or leave an object nobody points to.
 */
async function swapAvatar(context: Context, user: CurrentUser, key: string | null, delta: number): Promise<boolean> {
  const rows = await context.db
    .update(users)
    .set({ avatarKey: key, storageBytes: adjustedStorage(delta) })
    .where(and(eq(users.id, user.id), user.avatarKey ? eq(users.avatarKey, user.avatarKey) : isNull(users.avatarKey)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Stores a new avatar in R2 (avatars/<fileUid>/<random>.<ext>); it counts toward the plan's storage. */
export async function uploadAvatar(context: Context, request: Request, user: CurrentUser, file: unknown): Promise<ProfileResult> {
  const parsed = v.safeParse(avatarSchema, file);
  if (!parsed.success) return { ok: false, status: 400, errors: { avatar: parsed.issues[0].message } };
  const bytes = new Uint8Array(await parsed.output.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) return { ok: false, status: 400, errors: { avatar: "avatarType" } };

  const previousSize = await storedSize(context, user.avatarKey);
  const delta = bytes.byteLength - previousSize;
  if (delta > 0 && user.storageBytes + delta > planForGrade(user.grade).limits.storageBytes + (await storageBonus(context.db, user.id))) {
    return { ok: false, status: 400, errors: { avatar: "storageFull" } };
  }

  const key = `avatars/${user.fileUid}/${randomToken(12)}.${type.ext}`;
  try {
    await context.env.FILES.put(key, bytes, { httpMetadata: { contentType: type.contentType } });
  } catch {
    return { ok: false, status: 500, errors: { form: "error" } };
  }
  if (!(await swapAvatar(context, user, key, delta).catch(() => false))) {
    await context.env.FILES.delete(key).catch(() => undefined);
    return { ok: false, status: 500, errors: { form: "error" } };
  }
  // A failed delete only leaves an unreferenced object; the account is already right.
  if (user.avatarKey) await context.env.FILES.delete(user.avatarKey).catch(() => undefined);
  return { ok: true, setCookie: await refreshedCookie(context, user.id, request) };
}

export async function removeAvatar(context: Context, request: Request, user: CurrentUser): Promise<ProfileResult> {
  if (!user.avatarKey) return { ok: true };
  const previousSize = await storedSize(context, user.avatarKey);
  if (!(await swapAvatar(context, user, null, -previousSize).catch(() => false))) {
    return { ok: false, status: 500, errors: { form: "error" } };
  }
  await context.env.FILES.delete(user.avatarKey).catch(() => undefined);
  return { ok: true, setCookie: await refreshedCookie(context, user.id, request) };
}
