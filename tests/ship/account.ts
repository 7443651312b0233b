import { randomBytes } from "node:crypto";
import { expect, inject } from "vitest";
import { call, Cookies, postForm } from "./http";

/** An account made as a person makes one: the /join form with its anti-robot text, then the mailed code. */

export type Account = { username: string; email: string; password: string; cookies: Cookies; token: string };

const attribute = (html: string, pattern: RegExp) => {
  const found = html.match(pattern)?.[1];
  if (!found) throw new Error(`the page has no match for ${pattern}`);
  return found;
};

/** The `tk` inside the signed `_sr` cookie (base64url JSON, then the signature): what a client sends as bearer. */
export function tokenOf(cookies: Cookies): string {
  const value = cookies.get("_sr");
  if (!value) throw new Error("no session cookie");
  const payload = JSON.parse(Buffer.from(value.split(".")[0], "base64url").toString("utf8")) as { tk: string };
  return payload.tk;
}

export async function register(prefix = "ship"): Promise<Account> {
  const id = randomBytes(4).toString("hex");
  const account = { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.test`, password: `pass-${id}-word` };
  const cookies = new Cookies();
  const page = await call("/join", { cookies });
  expect(page.status).toBe(200);
  const answer = await postForm(
    "/join",
    {
      username: account.username,
      email: account.email,
      password: account.password,
      confirm: account.password,
      accountType: "creator",
      usageContext: "personal",
      robotId: attribute(page.text, /name="robotId" value="([^"]+)"/),
      robotAnswer: attribute(page.text, /class="robot-text"[^>]*>([^<]+)</).trim(),
    },
    { cookies },
  );
  expect(answer.status, answer.text.slice(0, 300)).toBe(302);
  return { ...account, cookies, token: tokenOf(cookies) };
}

/** The 6-digit code of the newest mail to `email`, from the development mailbox. */
export async function mailedCode(email: string): Promise<string> {
  // The mailbox exists on a loopback host only (the request guard), as a developer opens it.
  const mailbox = await call(`/dev/mailbox?to=${encodeURIComponent(email)}`, { host: new URL(inject("site")).host });
  expect(mailbox.status).toBe(200);
  const text = mailbox.text.match(/<pre class="mailbox-text">([\s\S]*?)<\/pre>/)?.[1] ?? "";
  const code = text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no 6-digit code in the last mail to ${email}`);
  return code;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A registered account whose code was checked through the API (grade 1). */
export async function verifiedAccount(prefix = "ship"): Promise<Account> {
  const account = await register(prefix);
  const valid = await call("/v1/auth/account/valid", {
    method: "POST",
    headers: { ...bearer(account.token), "Content-Type": "application/json" },
    body: JSON.stringify({ code: await mailedCode(account.email) }),
  });
  expect(valid.json()).toEqual({ type: "valid" });
  return account;
}
