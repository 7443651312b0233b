import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { verifyPassword } from "../../app/lib/accounts/password.server";
import { formatStorage, MB } from "../../app/lib/plans";
import { signValue } from "../../app/lib/signed";
import { codeFromMail, newAccount, v1 } from "./accounts-fixtures";
import { signedIn } from "./account-area-fixtures";
import { get, post } from "./http";

type UserRow = { email: string; hash: string; avatarKey: string | null; storage: number };
const userRow = (id: string) =>
  env.DB.prepare("SELECT email, password_hash AS hash, avatar_key AS avatarKey, storage_bytes AS storage FROM users WHERE id = ?").bind(id).first<UserRow>();

// ---- A real PNG, byte by byte: signature, IHDR, one stored (uncompressed) zlib block, IEND. ----
function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
function chunk(type: string, data: number[]): number[] {
  const body = [...new TextEncoder().encode(type), ...data];
  return [...u32(data.length), ...body, ...u32(crc32(new Uint8Array(body)))];
}
/** A 1×1 RGBA image of one colour. */
function png([r, g, b, a]: number[]): Uint8Array<ArrayBuffer> {
  const raw = [0, r, g, b, a]; // filter byte, then the pixel
  let s1 = 1;
  let s2 = 0;
  for (const byte of raw) [s1, s2] = [(s1 + byte) % 65521, (s2 + ((s1 + byte) % 65521)) % 65521];
  const zlib = [0x78, 0x01, 0x01, raw.length, 0, ~raw.length & 0xff, 0xff, ...raw, ...u32(((s2 << 16) | s1) >>> 0)];
  return new Uint8Array([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...chunk("IHDR", [...u32(1), ...u32(1), 8, 6, 0, 0, 0]),
    ...chunk("IDAT", zlib),
    ...chunk("IEND", []),
  ]);
}

/** The profile tab's avatar form, sent as the browser sends it (multipart). */
function upload(cookie: string, file: File | string, intent = "avatar") {
  const form = new FormData();
  form.set("intent", intent);
  form.set("avatar", file);
  return SELF.fetch("http://escaplay.fr/account", {
    method: "POST",
    body: form,
    headers: { Host: "escaplay.fr", Cookie: cookie, Accept: "text/html" },
    redirect: "manual",
  });
}

function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
const message = (key: string) =>
  translate("fr", `account.errors.${key}`, { max: formatStorage(MB, "fr-FR"), limit: formatStorage(10 * MB, "fr-FR") }).replace(/\s+/g, " ");

async function expectRefused(res: Response, key: string) {
  expect(res.status, key).toBe(400);
  expect(visibleText(await res.text()), key).toContain(message(key));
}

const stored = async (fileUid: string) => (await env.FILES.list({ prefix: `avatars/${fileUid}/` })).objects.map((o) => o.key);

describe("the avatar", () => {
  it("is stored in R2, shown on the account page, the public profile and the account check, and served as a PNG", async () => {
    const account = await signedIn();
    const image = png([200, 30, 60, 255]);
    const res = await upload(account.cookie, new File([image], "moi.png", { type: "image/png" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account?saved=avatar");

    const { avatarKey, storage } = (await userRow(account.id))!;
    expect(avatarKey).toMatch(new RegExp(`^avatars/${account.fileUid}/[A-Za-z0-9_-]+\\.png$`));
    expect(await stored(account.fileUid)).toEqual([avatarKey]);
    expect(storage).toBe(image.byteLength);
    const url = `/files/${avatarKey}`;

    const page = await (await get("/account?saved=avatar", "escaplay.fr", { Cookie: account.cookie })).text();
    expect(page).toContain(`src="${url}"`);
    expect(visibleText(page)).toContain(translate("fr", "account.saved.avatar"));
    expect(await (await get(`/c/${account.username}`)).text()).toContain(`src="${url}"`);
    expect(await (await v1("/v1/auth/connect/check", { token: account.token })).json()).toMatchObject({ profilepicture: url, storageSize: image.byteLength });

    const file = await get(url, "escaplay.fr", { Accept: "image/*" });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("image/png");
    expect(file.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(image);
    const again = await get(url, "escaplay.fr", { "If-None-Match": file.headers.get("ETag")! });
    expect(again.status).toBe(304);
  });

  it("refuses a file that is not an image, even named .png, and one without content", async () => {
    const account = await signedIn();
    await expectRefused(await upload(account.cookie, new File(["<script>alert(1)</script>"], "photo.png", { type: "image/png" })), "avatarType");
    await expectRefused(await upload(account.cookie, new File([], "vide.png", { type: "image/png" })), "avatarMissing");
    await expectRefused(await upload(account.cookie, "pas un fichier"), "avatarMissing");
    expect(await stored(account.fileUid)).toEqual([]);
    expect((await userRow(account.id))?.avatarKey).toBeNull();
  });

  it("refuses an image over 1 MB, just over or far over", async () => {
    const account = await signedIn();
    for (const size of [MB + 1, 3 * MB]) {
      const big = new Uint8Array(size);
      big.set(png([0, 0, 0, 255]));
      await expectRefused(await upload(account.cookie, new File([big], "grande.png", { type: "image/png" })), "avatarSize");
    }
    expect(await stored(account.fileUid)).toEqual([]);
    expect((await userRow(account.id))?.storage).toBe(0);
  });

  it("counts in the storage used, which shrinks back when it is replaced, then removed", async () => {
    const account = await signedIn();
    const small = png([1, 2, 3, 255]);
    const larger = new Uint8Array(5000);
    larger.set(small);
    await upload(account.cookie, new File([small], "a.png"));
    const first = (await userRow(account.id))!.avatarKey!;
    await upload(account.cookie, new File([larger], "b.png"));
    const second = (await userRow(account.id))!;
    expect(second.storage).toBe(5000);
    expect(await stored(account.fileUid)).toEqual([second.avatarKey]);
    expect((await get(`/files/${first}`)).status).toBe(404);

    const res = await post("/account", { intent: "avatar-remove" }, "escaplay.fr", { Cookie: account.cookie });
    expect(res.headers.get("Location")).toBe("/account?saved=avatarRemoved");
    expect(await userRow(account.id)).toMatchObject({ avatarKey: null, storage: 0 });
    expect(await stored(account.fileUid)).toEqual([]);
    const page = await (await get("/account", "escaplay.fr", { Cookie: account.cookie })).text();
    expect(page).toContain('src="/images/avatar.svg"');
  });

  it("is refused to a BASIC account whose storage is full, and accepted once the account is Pro", async () => {
    const account = await signedIn(1);
    await env.DB.prepare("UPDATE users SET storage_bytes = ? WHERE id = ?").bind(10 * MB - 10, account.id).run();
    await expectRefused(await upload(account.cookie, new File([png([9, 9, 9, 255])], "a.png")), "storageFull");
    expect(await stored(account.fileUid)).toEqual([]);
    expect((await userRow(account.id))?.storage).toBe(10 * MB - 10);

    await env.DB.prepare("UPDATE users SET grade = 3 WHERE id = ?").bind(account.id).run();
    expect((await upload(account.cookie, new File([png([9, 9, 9, 255])], "a.png"))).status).toBe(302);
  });
});

describe("the public files", () => {
  it("serves avatars and project files only: other stored files and odd keys are not found", async () => {
    await env.FILES.put("drafts/p1/secret.png", png([0, 0, 0, 255]), { httpMetadata: { contentType: "image/png" } });
    for (const path of ["/files/drafts/p1/secret.png", "/files/avatars/../drafts/p1/secret.png", "/files/avatars/%2e%2e/drafts/p1/secret.png", "/files/avatars/nope.png"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe("one account and another", () => {
  it("only ever changes the signed-in account, whatever ids the forms carry", async () => {
    const me = await signedIn();
    const victim = await signedIn();
    await upload(victim.cookie, new File([png([5, 5, 5, 255])], "v.png"));
    const before = await userRow(victim.id);

    const extra = { id: victim.id, userId: victim.id, user: victim.id, fileUid: victim.fileUid };
    await post("/account", { intent: "email", email: victim.email, password: me.password, ...extra }, "escaplay.fr", { Cookie: me.cookie });
    await post("/account", { intent: "email", email: newAccount().email, password: victim.password, ...extra }, "escaplay.fr", { Cookie: me.cookie });
    await post("/account", { intent: "password", current: victim.password, password: "pris-par-moi", confirm: "pris-par-moi", ...extra }, "escaplay.fr", { Cookie: me.cookie });
    await post("/account", { intent: "avatar-remove", ...extra }, "escaplay.fr", { Cookie: me.cookie });
    await post("/account/mail", { newsletter: "on", ...extra }, "escaplay.fr", { Cookie: me.cookie });

    expect(await userRow(victim.id)).toEqual(before);
    expect(await verifyPassword(victim.password, before!.hash)).toBe(true);
    expect(await stored(victim.fileUid)).toEqual([before!.avatarKey]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM mail_preferences WHERE user_id = ?").bind(victim.id).first("n")).toBe(0);
    expect((await userRow(me.id))?.email).toBe(me.email);
  });

  it("shows a creator the results of their own games only", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const game = (id: string, creator: string) =>
      env.DB.prepare("INSERT INTO games (id, creator_id, type, title, theme, difficulty) VALUES (?, ?, 'classic', ?, 'horror', 'easy')").bind(id, creator, `Jeu ${id}`).run();
    await game(`mine-${me.id}`, me.id);
    await game(`theirs-${other.id}`, other.id);
    const open = (path: string) => get(path, "escaplay.fr", { Cookie: me.cookie });
    expect((await open(`/account/r/mine-${me.id}`)).status).toBe(200);
    for (const path of [`/account/r/theirs-${other.id}`, `/account/r/theirs-${other.id}/progress`, "/account/r/manoir-horloger", "/account/r/nothing-here"]) {
      const res = await open(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("Jeu theirs");
    }
  });

  it("trusts the session's token, not the account id a signed cookie names", async () => {
    const me = await signedIn();
    const victim = await signedIn();
    const forged = await signValue(env.SESSION_SECRET!, { gr: 1, user: victim.id, fuid: victim.fileUid, Name: victim.username, Mail: victim.email, tk: me.token });
    const cookie = `_sr=${encodeURIComponent(forged)}`;
    const next = newAccount().email;
    const res = await post("/account", { intent: "email", email: next, password: me.password }, "escaplay.fr", { Cookie: cookie });
    expect(res.headers.get("Location")).toBe("/account?saved=emailPending");
    const confirmed = await post("/account", { intent: "email-confirm", code: await codeFromMail(next) }, "escaplay.fr", { Cookie: cookie });
    expect(confirmed.headers.get("Location")).toBe("/account?saved=email");
    expect((await userRow(me.id))?.email).toBe(next);
    expect((await userRow(victim.id))?.email).toBe(victim.email);
  });
});
