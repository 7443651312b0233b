import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { codeFromMail } from "./accounts-fixtures";
import { open, send, signedIn, visibleText } from "./account-area-fixtures";
import { invite, ownedProject, tokenMailedTo, versions } from "./collaborators-fixtures";
import { aGame, reportGame, writeReview } from "./community-fixtures";
import { png, upload } from "./project-files-fixtures";
import { rowsOf } from "./projects-fixtures";
import { publish } from "./publish-fixtures";

/**
 * Spec section 6: an unverified account (grade 0) is blocked until its code is verified. The page shows the
 * validation screen, and the server refuses its writes at the site's front door whoever sends them (a script
 * posting the forms itself), one test per family of actions. Verifying, logging out, consent and contact stay open.
 */

type Answer = { status: number; body: string };
const answer = async (res: Response): Promise<Answer> => ({ status: res.status, body: await res.text() });
const count = async (sql: string, ...values: string[]) => (await env.DB.prepare(sql).bind(...values).first<{ n: number }>())?.n ?? 0;

function expectRefusedPage(result: Answer) {
  expect(result.status).toBe(403);
  expect(visibleText(result.body)).toContain(translate("fr", "common.refused.verify-account.title"));
}

function expectRefusedJson(result: Answer) {
  expect(result.status).toBe(403);
  expect(JSON.parse(result.body)).toEqual({ error: "verify-account", message: translate("fr", "common.refused.verify-account.text") });
}

const json = (path: string, cookie: string, body: unknown) =>
  SELF.fetch(`http://escaplay.fr${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { Host: "escaplay.fr", "Content-Type": "application/json", Origin: "http://escaplay.fr", Cookie: cookie },
  });

describe("an unverified account posting the forms itself", () => {
  it("creates no project, in any of the three workspaces", async () => {
    const me = await signedIn(0);
    for (const path of ["/project", "/project2D", "/project360"]) {
      expectRefusedPage(await answer(await send(path, { intent: "create", type: "interface", title: "Mon jeu" }, me.cookie)));
    }
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it("publishes nothing", async () => {
    const { owner, projectId } = await ownedProject(0);
    const result = await publish(owner, projectId);
    expect(result.status).toBe(403);
    expect(await count("SELECT COUNT(*) AS n FROM games WHERE project_id = ?", projectId)).toBe(0);
  });

  it("invites nobody and cannot accept an invitation", async () => {
    const { owner, projectId } = await ownedProject(0);
    const result = await invite(owner, projectId, "quelquun@exemple.fr");
    expect(result.status).toBe(403);
    expect(await count("SELECT COUNT(*) AS n FROM project_invitations WHERE project_id = ?", projectId)).toBe(0);

    const verified = await ownedProject(1);
    const guest = await signedIn(0);
    expect((await invite(verified.owner, verified.projectId, guest.email)).status).toBeLessThan(400);
    const token = await tokenMailedTo(guest.email);
    expectRefusedPage(await answer(await send(`/invitation/${token}`, { intent: "accept" }, guest.cookie)));
    expect(await count("SELECT COUNT(*) AS n FROM project_collaborators WHERE user_id = ?", guest.id)).toBe(0);
  });

  it("reports and reviews no game", async () => {
    const game = await aGame();
    const me = await signedIn(0);
    expect((await reportGame(game.id, me, "spam", "Une description assez longue du problème.")).status).toBe(403);
    expect((await writeReview(game.id, me, 5, "Super jeu")).status).toBe(403);
    expect(await count("SELECT COUNT(*) AS n FROM game_reports WHERE game_id = ?", game.id)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM reviews WHERE game_id = ?", game.id)).toBe(0);
  });

  it("changes nothing of the account: password, e-mail, mail preferences", async () => {
    const me = await signedIn(0);
    const before = await env.DB.prepare("SELECT email, password_hash FROM users WHERE id = ?").bind(me.id).first();
    expectRefusedPage(await answer(await send("/account", { intent: "password", current: me.password, password: "nouveau-mot", confirm: "nouveau-mot" }, me.cookie)));
    expectRefusedPage(await answer(await send("/account", { intent: "email", email: "autre@exemple.fr", password: me.password }, me.cookie)));
    expectRefusedPage(await answer(await send("/account/mail", { newsletter: "on" }, me.cookie)));
    expect(await env.DB.prepare("SELECT email, password_hash FROM users WHERE id = ?").bind(me.id).first()).toEqual(before);
  });

  it("opens no editor room, saves no version and uploads no file", async () => {
    const { owner, projectId } = await ownedProject(0);
    expectRefusedJson(await answer(await json("/resources/project-ticket", owner.cookie, { projectId })));
    expectRefusedJson(await answer(await versions(owner.cookie, { intent: "save", projectId, name: "v1" })));
    expectRefusedJson(await answer(await upload(owner.cookie, projectId, "image.png", new Uint8Array([137, 80, 78, 71]))));
    // A whole, valid picture within the plan's storage: refused all the same, and nothing counted.
    const storage = await count("SELECT storage_bytes AS n FROM users WHERE id = ?", owner.id);
    expectRefusedJson(await answer(await upload(owner.cookie, projectId, "image.png", png(10, 10))));
    expect(await count("SELECT storage_bytes AS n FROM users WHERE id = ?", owner.id)).toBe(storage);
    expect(await count("SELECT COUNT(*) AS n FROM project_files WHERE project_id = ?", projectId)).toBe(0);
  });

  it("may still verify its code, log out and write to us; once verified, the same forms work", async () => {
    const me = await signedIn(0);
    const resend = await SELF.fetch("http://escaplay.fr/resources/account-validation", {
      method: "POST",
      body: new URLSearchParams({ intent: "resend" }),
      headers: { Host: "escaplay.fr", "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json", Cookie: me.cookie },
    });
    expect(resend.status).toBeLessThan(400);
    const code = await codeFromMail(me.email);
    const verified = await send("/resources/account-validation", { intent: "validate", code }, me.cookie);
    expect(verified.status).toBeLessThan(400);
    const cookie = verified.headers.getSetCookie().find((c) => c.startsWith("_sr="))?.split(";")[0] ?? me.cookie;
    expect((await send("/project", { intent: "create", type: "classic", title: "Enfin" }, cookie)).status).toBe(302);
    expect((await rowsOf(me.id)).map((row) => row.title)).toEqual(["Enfin"]);

    const other = await signedIn(0);
    expect((await open("/quit", other.cookie)).status).toBe(200);
    expect((await send("/quit", {}, other.cookie)).status).toBe(302);
  });
});
