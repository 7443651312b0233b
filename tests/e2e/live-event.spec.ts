import type { Page } from "@playwright/test";
import { newAccount, register, validate } from "./accounts";
import { refuseCookies } from "./cookie-bar";
import { sql } from "./db";
import { expect, seriousViolations, test } from "./fixtures";
import { otherBrowser } from "./other-browser";
import { Player, seededGame } from "./play-driver";

/**
 * A live event (ADR 054) in four browsers, against the built worker and a real `partykit dev`: a teacher
 * creates an event of three teams on the Manoir, three players come in with its code (one without an
 * account), the teacher's screen follows them live and steers them, a team wins, the projector ranks the
 * teams and the results stay.
 */

test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 20_000 });

const GAME = "manoir-horloger";

async function person(page: Page, prefix: string, grade?: number) {
  const account = newAccount(prefix);
  await register(page, account, grade ? "Créateur" : "Joueur");
  await validate(page, account.email);
  // What an operator's plan change does: an Education plan runs live events.
  if (grade) sql(`UPDATE users SET grade = ${grade} WHERE email = '${account.email}'`);
  return account;
}

/** From /code to the team's lobby, as a player who was given the event's code. */
async function joinEvent(page: Page, code: string, nickname?: string) {
  await page.goto("/code");
  await refuseCookies(page);
  await page.getByLabel("Code de la partie").fill(code);
  await page.getByRole("button", { name: "Rejoindre", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${code}$`));
  if (nickname) await page.getByLabel("Votre pseudo").fill(nickname);
  await page.getByRole("button", { name: "Rejoindre l'événement" }).click();
  await page.getByRole("button", { name: "Jouer sans le son" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Salle d'attente" })).toBeVisible({ timeout: 20_000 });
}

const teamCard = (host: Page, team: number) => host.locator(`.event-team[data-team="${team}"]`);

test("a teacher runs a live event of three teams on the Manoir, from the code to the results", async ({ page: host, browser }) => {
  const { definition, walkthrough } = seededGame(GAME);
  await person(host, "prof", 4);

  // The teacher finds live events on the game's page and prepares one.
  await host.goto(`/escape/${GAME}`);
  await refuseCookies(host);
  await host.getByRole("link", { name: "Organiser un événement en direct" }).click();
  await expect(host.getByRole("heading", { level: 1, name: "Organiser un événement en direct" })).toBeVisible();
  await host.getByLabel("Titre de l'événement").fill("Classe de 4e B");
  await host.getByLabel("Nombre d'équipes").fill("3");
  await host.getByLabel("Accueillir des joueurs sans compte").check();
  await host.getByRole("button", { name: "Créer l'événement" }).click();
  await expect(host).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  await expect(host.getByRole("heading", { level: 1, name: "Classe de 4e B" })).toBeVisible();
  const code = (await host.locator(".event-code").textContent())!.trim();
  expect(code).toMatch(/^[1-9]\d{6}$/);
  await expect(host.getByRole("img", { name: "QR code menant à la page de l'événement" })).toBeVisible();
  expect(await seriousViolations(host), "host screen before the start").toEqual([]);

  // Three players: two with an account, one visitor with a nickname; each lands in a team of their own.
  const people = await Promise.all([otherBrowser(browser), otherBrowser(browser), otherBrowser(browser)]);
  const [ana, ben, zoe] = people.map((one) => one.page);
  const anaAccount = await person(ana, "ana");
  const benAccount = await person(ben, "ben");
  await joinEvent(ana, code);
  await expect(ana.getByText("Équipe 1 · Classe de 4e B")).toBeVisible();
  await joinEvent(ben, code);
  await expect(ben.getByText("Équipe 2 · Classe de 4e B")).toBeVisible();
  await joinEvent(zoe, code, "Zoé");
  await expect(zoe.getByText("Équipe 3 · Classe de 4e B")).toBeVisible();
  await expect(zoe.getByText("L'animateur lancera la partie pour toutes les équipes en même temps.")).toBeVisible();
  // The team's own code is never shown: players come in through the event.
  await expect(zoe.locator("[data-code]")).toHaveCount(0);

  // The teacher sees who is where, live.
  await expect(teamCard(host, 1)).toContainText(anaAccount.username);
  await expect(teamCard(host, 2)).toContainText(benAccount.username);
  await expect(teamCard(host, 3)).toContainText("Zoé");

  // Start every team at once.
  await host.getByRole("button", { name: "Lancer toutes les équipes" }).click();
  for (const page of [ana, ben, zoe]) await expect(page.getByRole("timer").first()).toBeVisible({ timeout: 20_000 });
  await expect(teamCard(host, 1)).toContainText("Joue");
  expect(await seriousViolations(host), "host screen during the event").toEqual([]);

  // A hint for team 2 only.
  await host.getByLabel("Destinataires").selectOption({ label: "Équipe 2" });
  await host.getByRole("radio", { name: "Indice" }).check();
  await host.getByLabel("Texte", { exact: true }).fill("Regardez l'heure que marque l'horloge.");
  await host.getByRole("button", { name: "Envoyer" }).click();
  await expect(ben.locator(".multi-host")).toContainText("Indice de l'animateur Regardez l'heure que marque l'horloge.");
  await expect(host.locator(".event-told")).toContainText("Indice à Équipe 2 : Regardez l'heure que marque l'horloge.");
  await expect(teamCard(host, 2)).toContainText("du jeu, 1 de l'animateur");
  await expect(ana.locator(".multi-host")).toHaveCount(0);

  // Pause everyone, then resume.
  await host.getByRole("button", { name: "Mettre tout en pause" }).click();
  for (const page of [ana, ben, zoe]) await expect(page.getByText("L'animateur a mis la partie en pause.")).toBeVisible();
  await expect(host.locator(".event-host-head")).toContainText("En pause");
  await host.getByRole("button", { name: "Reprendre" }).click();
  for (const page of [ana, ben, zoe]) await expect(page.getByText("L'animateur a mis la partie en pause.")).toHaveCount(0);

  // Team 1 plays the Manoir through and wins; the teacher's screen follows each solve.
  await new Player(ana, definition, "pointer").play(walkthrough);
  await expect(ana.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible({ timeout: 15_000 });
  await expect(teamCard(host, 1)).toContainText("A gagné");
  await expect(teamCard(host, 1)).toContainText(`${definition.puzzles.length} sur ${definition.puzzles.length}`);

  // The projector ranks the teams, team 1 first, and shows no answer.
  const projector = await host.context().newPage();
  await projector.goto(host.url().replace(/$/, "/projector"));
  const board = projector.getByRole("table");
  await expect(board.locator("tbody tr").first()).toHaveAttribute("data-team", "1");
  await expect(board.locator("tbody tr").first()).toContainText(`${definition.puzzles.length} sur ${definition.puzzles.length}`);
  expect(await seriousViolations(projector), "projector").toEqual([]);

  // The teacher ends the event; every game stops and the results stay.
  await host.getByRole("button", { name: "Terminer l'événement" }).click();
  await host.getByRole("dialog", { name: "Terminer l'événement ?" }).getByRole("button", { name: "Terminer pour tout le monde" }).click();
  await expect(host.locator(".event-host-head")).toContainText("Terminé");
  await expect(projector.getByRole("heading", { level: 1, name: "Classement final" })).toBeVisible();
  for (const page of [ben, zoe]) await expect(page.getByRole("heading", { level: 1 })).toContainText(/Partie terminée|terminée/);
  await host.getByRole("link", { name: "Voir les résultats" }).click();
  await expect(host).toHaveURL(/\/events\/[0-9a-f-]{36}\/results$/);
  const ranking = host.getByRole("table").first();
  await expect(ranking.locator("tbody tr").first()).toContainText("Équipe 1");
  await expect(ranking.locator("tbody tr").first()).toContainText("Réussi");

  // Nobody can join once it ended.
  const late = await otherBrowser(browser, [/status of 404/]);
  await late.page.goto("/code");
  await refuseCookies(late.page);
  await late.page.getByLabel("Code de la partie").fill(code);
  await late.page.getByRole("button", { name: "Rejoindre", exact: true }).click();
  await expect(late.page.getByRole("alert")).toBeVisible();

  for (const [index, one] of [...people, late].entries()) expect(one.errors, `browser ${index + 1}'s console errors`).toEqual([]);
  for (const one of [...people, late]) await one.close();
  await projector.close();
});
