import type { Page } from "@playwright/test";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import { E2E } from "./config.mjs";
import { sql } from "./db";
import { expect, seriousViolations, test } from "./fixtures";
import { Player, startGame } from "./play-driver";
import { openNewProject } from "./studio";
import { otherBrowser } from "./other-browser";

/**
 * Routing by host in Chromium (ADR 044): a company sets its brand, registers jeux.acme.test and verifies it through
 * the loopback DNS; a player opens the company's white-label game on http://jeux.acme.test:<site port> (Chromium
 * resolves that name to loopback: playwright.config.ts's --host-resolver-rules), plays it solo, then in a
 * multiplayer session the company opened on the platform's host, and meets nothing of the platform on the way.
 */

test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 20_000 });

const HOST = "jeux.acme.test";
const CUSTOM = `http://${HOST}:${E2E.site}`;
const STARTER = "Démo : Le laboratoire du professeur Volta";

const dnsRecords = async (name: string, type: "TXT" | "CNAME", values: string[]) => {
  const res = await fetch(`http://127.0.0.1:${E2E.dns}/records`, { method: "PUT", body: JSON.stringify({ name, type, values }) });
  expect(res.status).toBe(204);
};

/** Everything a person or a search engine reads of the page: its text, its title and its meta description. */
async function readable(page: Page) {
  const description = (await page.locator('meta[name="description"]').getAttribute("content").catch(() => "")) ?? "";
  return `${await page.locator("body").innerText()} ${await page.title()} ${description}`;
}

test("a company's white-label game is played on its own domain, solo and together, with nothing of the platform", async ({ page, browser }) => {
  // The company: its game published and white-label, its brand, its domain verified.
  const { me, projectId } = await openNewProject(page, { type: "classic", title: "Vitrine Acme", starter: STARTER });
  sql(`UPDATE users SET grade = 6 WHERE email = '${me.email}'`);
  await page.getByRole("link", { name: "Publier", exact: true }).click();
  const section = page.getByRole("region", { name: "Publication" });
  await section.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(section.getByRole("status").first()).toHaveText("Version 1 publiée.");
  const whiteLabel = section.getByRole("region", { name: "Marque blanche" });
  await whiteLabel.getByLabel("Jeu en marque blanche").check();
  await whiteLabel.getByRole("button", { name: "Enregistrer la marque blanche" }).click();
  await expect(whiteLabel.getByRole("status")).toHaveText("Le jeu est en marque blanche.");

  await page.goto("/account/brand");
  await page.getByLabel("Nom de la marque").fill("Acme Jeux");
  await page.getByLabel("Couleur principale").fill("#0b3d91");
  await page.getByLabel("Couleur d'accent").fill("#ffb000");
  await page.getByRole("button", { name: "Enregistrer la marque" }).click();
  await expect(page.getByRole("status")).toHaveText("Votre marque est enregistrée.");

  await page.goto("/account/domain");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Nom d'hôte").fill(HOST);
  await page.getByRole("button", { name: "Enregistrer le domaine" }).click();
  await expect(page.getByRole("status")).toContainText("Domaine enregistré");
  const records = page.getByRole("table", { name: `Enregistrements DNS pour ${HOST}` });
  const txt = (await records.getByRole("row", { name: /TXT/ }).getByRole("cell").last().textContent())!.trim();
  await dnsRecords(`_escaplay-challenge.${HOST}`, "TXT", [txt]);
  await dnsRecords(HOST, "CNAME", ["domains.escaplay.localhost"]);
  await page.getByRole("button", { name: "Vérifier maintenant" }).click();
  await expect(page.getByRole("status")).toContainText("Domaine vérifié");
  await expect(page.getByLabel("Langue de votre domaine")).toHaveValue("fr");
  expect(await seriousViolations(page)).toEqual([]);

  const [{ id: gameId }] = sql<{ id: string }>(`SELECT id FROM games WHERE project_id = '${projectId}'`);
  // What the publish tab's remote-play option does: the game can be played together.
  sql(`UPDATE games SET multi = 1 WHERE id = '${gameId}'`);
  const { definition, walkthrough } = DEMO_GAME_IDS["labo-volta"];

  // Solo, on the company's host: its brand, none of ours, from the intro to the end screen.
  const solo = await otherBrowser(browser, [/status of 404/]);
  await startGame(solo.page, `${CUSTOM}/play/${gameId}`);
  await expect(solo.page.getByRole("banner")).toContainText("Acme Jeux");
  await expect(solo.page).toHaveTitle(/Acme Jeux/);
  expect(await readable(solo.page)).not.toMatch(/escaplay/i);
  await new Player(solo.page, definition, "pointer").play(walkthrough);
  await expect(solo.page.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible();
  expect(new URL(solo.page.url()).host).toBe(`${HOST}:${E2E.site}`);
  expect(await readable(solo.page)).not.toMatch(/escaplay/i);
  expect(await seriousViolations(solo.page)).toEqual([]);

  // A page of the platform on the company's host: the company's 404.
  const missing = await solo.page.goto(`${CUSTOM}/escape`);
  expect(missing?.status()).toBe(404);
  await expect(solo.page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
  await expect(solo.page.getByRole("banner")).toContainText("Acme Jeux");
  expect(await readable(solo.page)).not.toMatch(/escaplay/i);
  expect(solo.errors, "the solo player's console errors").toEqual([]);
  await solo.close();

  // Together: the company opens a session on the platform's host (its pages are branded there too)…
  await page.goto(`/play/${gameId}`);
  await page.getByRole("button", { name: "Créer une partie à distance" }).click();
  const create = page.getByRole("dialog", { name: "Créer une partie à distance" });
  await create.getByLabel("Joueurs nécessaires pour commencer").fill("2");
  await create.getByLabel("Joueurs au maximum").fill("2");
  await create.getByLabel("Inviter des joueurs sans compte").check();
  await create.getByRole("button", { name: "Créer la partie" }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${gameId}/[1-9]\\d{8}$`));
  await page.getByRole("button", { name: "Jouer sans le son" }).click();
  const lobby = (p: Page) => p.getByRole("heading", { level: 1, name: "Salle d'attente" });
  await expect(lobby(page)).toBeVisible({ timeout: 20_000 });
  const code = (await page.locator("[data-code]").getAttribute("data-code"))!;

  // …whose link leads to the company's host, where a player joins it.
  const link = `${CUSTOM}/play/${gameId}/${code}/join`;
  await expect(page.getByLabel("Lien pour rejoindre")).toHaveValue(link);
  const guest = await otherBrowser(browser);
  await guest.page.goto(link);
  // No analytics on the company's host, so no cookie question either (ADR 044); waiting for the scripts first.
  await guest.page.waitForLoadState("networkidle");
  await expect(guest.page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
  await guest.page.getByLabel("Votre pseudo").fill("Zoé");
  await guest.page.getByRole("button", { name: "Rejoindre la partie" }).click();
  await guest.page.getByRole("button", { name: "Jouer sans le son" }).click();
  await expect(lobby(guest.page)).toBeVisible({ timeout: 20_000 });
  await expect(guest.page.getByLabel("Lien pour rejoindre")).toHaveValue(link);
  expect(await readable(guest.page)).not.toMatch(/escaplay/i);
  await expect(page.locator(".multi-team .multi-player-name", { hasText: "Zoé" })).toBeVisible();

  await page.getByRole("button", { name: "Lancer la partie" }).click();
  await expect(guest.page.getByRole("timer").first()).toBeVisible({ timeout: 20_000 });
  // The player on the company's host solves it for the team.
  await new Player(guest.page, definition, "pointer").play(walkthrough.filter((action) => action.type !== "start"));
  for (const p of [page, guest.page]) await expect(p.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible({ timeout: 15_000 });
  expect(await readable(guest.page)).not.toMatch(/escaplay/i);
  await expect(guest.page).toHaveTitle(/Acme Jeux/);
  expect(guest.errors, "the guest's console errors").toEqual([]);
  await guest.close();
});
