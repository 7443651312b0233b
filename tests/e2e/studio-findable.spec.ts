import { randomBytes } from "node:crypto";
import { hashPassword } from "../../app/lib/accounts/password.server";
import { accountMenuButton, logIn, newAccount, register, validate } from "./accounts";
import { refuseCookies } from "./cookie-bar";
import { sql } from "./db";
import { expect, seriousViolations, test } from "./fixtures";

/**
 * Issue 24 in Chromium: a new creator finds the studio from the account menu and a new project opens in its editor,
 * all by clicking (one page, client-side navigation); a results time is in the browser's time zone.
 */

type Marked = Window & { __samePage?: boolean };

test("a new creator finds 'Mes projets' in the account menu, creates a blank Interface project and lands in its editor", async ({ page }) => {
  const me = newAccount("creator");
  await register(page, me, "Créateur");
  await validate(page, me.email);
  await refuseCookies(page);
  // A Créateur's welcome page leads to the studio first.
  await expect(page.getByRole("link", { name: "Ouvrir mes projets", exact: true })).toHaveAttribute("href", "/project");
  await page.evaluate(() => {
    (window as Marked).__samePage = true;
  });

  await accountMenuButton(page).click();
  await page.getByRole("link", { name: "Mes projets", exact: true }).click();
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mes projets" })).toBeVisible();

  await page.getByLabel("Type de jeu").selectOption({ label: "Interface 2D" });
  await page.getByLabel("Point de départ").selectOption({ label: "Projet vierge" });
  await page.getByLabel("Titre du projet").fill("Ma première salle");
  await page.getByRole("button", { name: "Créer le projet" }).click();

  await expect(page).toHaveURL(/\/project2D\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ma première salle" })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".studio-save")).toHaveText("Enregistré");
  const id = new URL(page.url()).pathname.split("/")[2];
  expect(sql<{ type: string; title: string }>(`SELECT type, title FROM projects WHERE id = '${id}'`)).toEqual([{ type: "interface", title: "Ma première salle" }]);
  // Every step was a client-side navigation: the page that started is still the one running.
  expect(await page.evaluate(() => (window as Marked).__samePage)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});

// The seed's Pro creator of the game (seeded accounts have no password: the test gives it one, as an operator could).
const GAME = "manoir-horloger";
const CREATOR = { email: "atelier@demo.escaplay.fr", password: "fuseau-e2e-pass" };
// 03:30 UTC on 15 January: still the 14th, 22:30, in New York.
const MOMENT = Date.UTC(2026, 0, 15, 3, 30);
const SESSION = `tz_${randomBytes(4).toString("hex")}`;

test.describe("a results time", () => {
  test.beforeAll(async () => {
    sql(`UPDATE users SET password_hash = '${await hashPassword(CREATOR.password)}' WHERE email = '${CREATOR.email}'`);
    sql(`INSERT INTO play_sessions (id, game_id, mode, status, created_at, ended_at) VALUES ('${SESSION}', '${GAME}', 'solo', 'ended', ${MOMENT}, ${MOMENT + 600_000})`);
  });

  const plain = (text: string) => text.replace(/\s+/g, " ").trim();

  for (const [zone, hour] of [["America/New_York", "22:30"], ["UTC", "03:30"]] as const) {
    test.describe(`in ${zone}`, () => {
      test.use({ timezoneId: zone });

      test(`is shown in the browser's time zone (${zone}), without a hydration warning`, async ({ page }) => {
        const path = `/account/r/${GAME}/progress/${SESSION}`;
        await logIn(page, CREATOR, `/connect?r=${encodeURIComponent(path)}`);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        const time = page.locator(`time[datetime="${new Date(MOMENT).toISOString()}"]`).first();
        const expected = plain(new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(MOMENT));
        await expect.poll(async () => plain((await time.textContent()) ?? "")).toBe(expected);
        expect(expected).toContain(hour);
        await expect(time).not.toContainText("UTC");
      });
    });
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the drawer has 'Mes projets' too", async ({ page }) => {
    const me = newAccount("creator");
    await register(page, me, "Créateur");
    await validate(page, me.email);
    await refuseCookies(page);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Mes projets", exact: true }).click();
    await expect(page).toHaveURL(/\/project$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mes projets" })).toBeVisible();
  });
});
