import type { Browser, Page } from "@playwright/test";
import { newAccount, register, validate } from "./accounts";
import { refuseCookies } from "./cookie-bar";
import { sql } from "./db";
import { expect, seriousViolations, test } from "./fixtures";

/**
 * Profiles (issue 15): what a person writes about themselves shows on /c/{name} as text, their parties
 * only to whom they allow, and a game's hidden achievement only to the player who unlocked it.
 */

// A refused profile form answers 400, which the browser notes in the console.
test.use({ expectedErrors: [/status of 400/] });

const SCRIPT_BIO = 'Bonjour !\nDeuxième ligne <img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

/** A verified account, logged in on this page, cookies refused; it lands on /welcome. */
async function newMember(page: Page, prefix: string) {
  const account = newAccount(prefix);
  await page.goto("/");
  await refuseCookies(page);
  await register(page, account);
  await validate(page, account.email);
  // Each sql() starts wrangler (seconds): statements name the account by a subquery rather than a lookup first.
  return { ...account, id: `(SELECT id FROM users WHERE email = '${account.email}')` };
}

const LABO = "Le laboratoire du professeur Volta";

async function visitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

test("I write my bio and links from the account and see them on my profile, the bio's markup shown as text", async ({ page }) => {
  const me = await newMember(page, "bio");
  await page.getByRole("link", { name: "Mon compte" }).first().click();
  await expect(page).toHaveURL(/\/account#public-profile-title$/);
  // The link's target lands below the sticky top bar, not under it (WCAG 2.4.11).
  const barBottom = await page.locator(".top-bar").evaluate((bar) => bar.getBoundingClientRect().bottom);
  await expect.poll(() => page.locator("#public-profile-title").evaluate((title) => title.getBoundingClientRect().top)).toBeGreaterThanOrEqual(barBottom);

  const card = page.getByRole("region", { name: "Profil public" });
  await card.getByLabel("Présentation").fill(SCRIPT_BIO);
  await card.getByLabel("YouTube").fill("https://vimeo.com/moi");
  await card.getByLabel("Site web").fill("https://example.org/moi");
  await card.getByRole("button", { name: "Enregistrer mon profil public" }).click();

  // Refused, with what was typed still there.
  await expect(card.getByRole("alert")).toContainText("Cette adresse n'est pas une adresse YouTube.");
  await expect(card.getByLabel("Présentation")).toHaveValue(SCRIPT_BIO);
  await expect(card.getByLabel("Site web")).toHaveValue("https://example.org/moi");
  await expect(card.getByLabel("YouTube")).toHaveAttribute("aria-invalid", "true");
  expect(await seriousViolations(page), "account with errors").toEqual([]);

  await card.getByLabel("YouTube").fill("https://www.youtube.com/@moi");
  await card.getByRole("button", { name: "Enregistrer mon profil public" }).click();
  await expect(page.getByRole("status")).toHaveText("Votre profil public a été mis à jour.");

  await page.getByRole("link", { name: "Voir mon profil public" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/c/${me.username}$`));
  const bio = page.locator(".profile-bio");
  await expect(bio).toHaveText(SCRIPT_BIO.replace("\n", " "), { useInnerText: false });
  expect(await bio.evaluate((el) => (el as HTMLElement).innerText)).toContain("Bonjour !\nDeuxième ligne");
  await expect(bio.locator("img, script")).toHaveCount(0);
  const links = page.getByRole("list", { name: `Liens de ${me.username}` });
  await expect(links.getByRole("link", { name: "YouTube" })).toHaveAttribute("href", "https://www.youtube.com/@moi");
  await expect(links.getByRole("link", { name: "Site web" })).toHaveAttribute("rel", "me nofollow noopener ugc");
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await seriousViolations(page), "profile").toEqual([]);
});

test("my parties stay private to another visitor until I choose to show them", async ({ page, browser }) => {
  const me = await newMember(page, "parties");
  const session = `e2e-${me.username}`;
  sql(
    `INSERT INTO play_sessions (id, game_id, mode, user_id, status) VALUES ('${session}', 'labo-volta', 'solo', ${me.id}, 'ended');
     INSERT INTO play_results (session_id, game_id, user_id, mode, outcome, timer_seconds, played_seconds, hints_used, wrong_answers, rooms_reached)
     VALUES ('${session}', 'labo-volta', ${me.id}, 'solo', 'won', 1234, 1234, 0, 0, 2)`,
  );
  const partiesPath = `/c/${me.username}/parties`;

  const other = await visitor(browser);
  await other.page.goto(partiesPath);
  await expect(other.page.getByText(`${me.username} garde ses parties privées.`)).toBeVisible();
  await expect(other.page.getByRole("table")).toHaveCount(0);

  await page.goto(partiesPath);
  await expect(page.getByText("Vous seul voyez cette liste : vos parties sont privées.")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(LABO) });
  await expect(row).toContainText("Réussie");
  await expect(row).toContainText("20 min 34 s");
  expect(await seriousViolations(page), "own parties").toEqual([]);

  await page.getByRole("link", { name: "Changer ce choix dans mon compte" }).click();
  await page.getByLabel("Afficher sur mon profil les parties que j'ai jouées et organisées").check();
  await page.getByRole("button", { name: "Enregistrer mon profil public" }).click();
  await expect(page.getByRole("status")).toHaveText("Votre profil public a été mis à jour.");

  await other.page.reload();
  await expect(other.page.getByRole("row", { name: new RegExp(LABO) })).toContainText("Solo");
  await other.close();
});

test("a hidden achievement is masked on the game page until I unlock it, then shown with its date", async ({ page }) => {
  const me = await newMember(page, "succes");
  await page.goto("/escape/labo-volta");
  const section = page.getByRole("region", { name: "Succès" });
  await expect(section.getByRole("heading", { name: "Succès caché" })).toBeVisible();
  await expect(section.getByText("Blague d'atome")).toHaveCount(0);
  await expect(section.getByRole("heading", { name: "Jeunes scientifiques" })).toBeVisible();
  expect(await seriousViolations(page), "game page").toEqual([]);

  sql(
    `INSERT INTO user_achievements (user_id, game_id, achievement_id, session_id, unlocked_at)
     VALUES (${me.id}, 'labo-volta', 'q6z3', 'e2e-unlock', ${Date.UTC(2026, 0, 15, 10)})`,
  );
  await page.reload();
  const unlocked = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Blague d'atome" }) });
  await expect(unlocked).toContainText("Trouver la plaisanterie cachée du professeur.");
  await expect(unlocked).toContainText("Débloqué le 15 janvier 2026");
  await expect(section.getByRole("heading", { name: "Succès caché" })).toHaveCount(0);

  await page.goto(`/c/${me.username}`);
  const mine = page.getByRole("region", { name: "Succès débloqués" });
  await expect(mine.getByRole("heading", { name: "Blague d'atome" })).toBeVisible();
  await expect(mine).toContainText("15 janvier 2026");
});
