import { describe, expect, test } from "vitest";
import { EXISTING_USERS, PROVIDER_ACCOUNTS } from "./accounts";
import { Browser, db, locationOf, signInWithGoogle, site, throughProvider } from "./browser";

type UserRow = {
  id: string;
  username: string;
  email: string;
  grade: number;
  password_hash: string | null;
  account_type: string;
  usage_context: string;
  terms_accepted_at: number | null;
};

const usersWithEmail = (email: string) =>
  db<UserRow>(
    `SELECT id, username, email, grade, password_hash, account_type, usage_context, terms_accepted_at FROM users WHERE email = '${email}' COLLATE NOCASE`,
  );
const linksOf = (userId: string) => db<{ subject: string }>(`SELECT subject FROM oauth_links WHERE provider = 'google' AND user_id = '${userId}'`);

async function expectSignedIn(browser: Browser) {
  expect(browser.cookie("_sr")).toBeTruthy();
  expect(browser.cookie("_oidc")).toBeUndefined();
  const account = await browser.request(`${site()}/account`);
  expect(account.status, `GET /account went to ${account.headers.get("Location")}`).toBe(200);
}

describe("Signing in with Google", () => {
  const camille = PROVIDER_ACCOUNTS.camille;

  test("I sign in with Google for the first time and get a verified account without choosing a password", async () => {
    const browser = new Browser();
    const { response, location } = await signInWithGoogle(browser, { account: camille });

    expect(response.status).toBe(302);
    expect(location).toBe("/welcome");
    await expectSignedIn(browser);

    const [user, ...others] = await usersWithEmail(camille.email);
    expect(others).toHaveLength(0);
    expect(user).toMatchObject({
      username: "Camille_Martin",
      email: camille.email,
      grade: 1,
      password_hash: null,
      account_type: "player",
      usage_context: "personal",
    });
    // Signing in with Google accepts the terms of use, as registering does.
    expect(user.terms_accepted_at).toBeGreaterThan(Date.now() - 5 * 60_000);
    expect(await linksOf(user.id)).toEqual([{ subject: camille.sub }]);
  });

  test("signing in with the same Google account again opens the same Escaplay account", async () => {
    const [before] = await usersWithEmail(camille.email);
    const browser = new Browser(); // another device: the provider asks for the password again

    const { location } = await signInWithGoogle(browser, { account: camille, returnTo: "/escape?page=2" });

    expect(location).toBe("/escape?page=2");
    await expectSignedIn(browser);
    const after = await usersWithEmail(camille.email);
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(before.id);
    const sessions = await db<{ n: number }>(`SELECT count(*) AS n FROM sessions WHERE user_id = '${before.id}'`);
    expect(sessions[0].n).toBe(2);
  });

  test("someone else with the same name gets a username of their own", async () => {
    const namesake = PROVIDER_ACCOUNTS.camilleBis;
    const browser = new Browser();

    await signInWithGoogle(browser, { account: namesake });

    await expectSignedIn(browser);
    const [user] = await usersWithEmail(namesake.email);
    expect(user.username).toBe("Camille_Martin2");
    expect(user.username).toMatch(/^[\p{L}\p{N}_-]+$/u);
  });

  test("my Google account joins the Escaplay account I had already opened with the same e-mail", async () => {
    const dominique = PROVIDER_ACCOUNTS.dominique;
    const existing = EXISTING_USERS.dominique;
    const browser = new Browser();

    const { location } = await signInWithGoogle(browser, { account: dominique });

    expect(location).toBe("/");
    await expectSignedIn(browser);
    const rows = await usersWithEmail(existing.email);
    expect(rows).toHaveLength(1);
    // Google has now proved the address; the password chosen by whoever registered it no longer opens it.
    expect(rows[0]).toMatchObject({ id: existing.id, username: existing.username, grade: 1, password_hash: null });
    expect(await linksOf(existing.id)).toEqual([{ subject: dominique.sub }]);
  });

  test("a banned account cannot come back through Google", async () => {
    const browser = new Browser();

    const { response, location } = await signInWithGoogle(browser, { account: PROVIDER_ACCOUNTS.sacha });

    expect(response.status).toBe(302);
    expect(location).toBe("/connect?error=banned");
    expect(browser.cookie("_sr")).toBeUndefined();
    expect(await linksOf(EXISTING_USERS.sacha.id)).toEqual([]);
  });

  test("a Google account whose e-mail is not verified is turned away", async () => {
    const lou = PROVIDER_ACCOUNTS.lou;
    const browser = new Browser();

    const { location } = await signInWithGoogle(browser, { account: lou });

    expect(location).toBe("/connect?error=google");
    expect(browser.cookie("_sr")).toBeUndefined();
    expect(await usersWithEmail(lou.email)).toEqual([]);
  });

  test("a sign-in whose state was tampered with is refused", async () => {
    const browser = new Browser();
    const callback = new URL(await throughProvider(browser, { account: camille }));
    const state = callback.searchParams.get("state") ?? "";
    callback.searchParams.set("state", `${state.slice(0, -1)}${state.endsWith("A") ? "B" : "A"}`);

    const response = await browser.request(callback.href);

    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/connect?error=google");
    expect(browser.cookie("_sr")).toBeUndefined();
    // The flow is spent: the genuine state no longer works either.
    callback.searchParams.set("state", state);
    const replay = await browser.request(callback.href);
    expect(replay.headers.get("Location")).toBe("/connect?error=google");
    expect(browser.cookie("_sr")).toBeUndefined();
  });

  test("a callback opened in a browser that never started the sign-in is refused", async () => {
    const callback = await throughProvider(new Browser(), { account: camille });
    const stranger = new Browser();

    const response = await stranger.request(callback);

    expect(locationOf(response, callback)).toBe(`${site()}/connect?error=google`);
    expect(stranger.cookie("_sr")).toBeUndefined();
  });

  test("cancelling at Google brings me back to the sign-in page", async () => {
    const browser = new Browser();

    const { location } = await signInWithGoogle(browser, { account: camille, cancel: true });

    expect(location).toBe("/connect?error=google");
    expect(browser.cookie("_sr")).toBeUndefined();
  });

  test("a return address on another site is ignored", async () => {
    const browser = new Browser();

    const { location } = await signInWithGoogle(browser, { account: camille, returnTo: "//evil.example/steal" });

    expect(location).toBe("/");
    await expectSignedIn(browser);
  });
});
