import { newAccount, register, validate, lastMailText } from "./accounts";
import { refuseCookies } from "./cookie-bar";
import { expect, seriousViolations, test } from "./fixtures";
import { openNewProject } from "./studio";

/**
 * Collaborators in Chromium (ADR 027): the owner invites a second account from the editor's people view; it
 * accepts on its workspace and opens the editor; removed, its open editor is told at once.
 */

test("an owner invites a second creator, who accepts on the workspace and opens the shared project's editor, until the owner removes them", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const friend = newAccount("friend");
  await register(guest, friend, "Créateur");
  await validate(guest, friend.email);

  const { me } = await openNewProject(page, { type: "interface", title: "Le manoir à deux" });
  await page.getByRole("navigation", { name: "Vues du projet" }).getByRole("link", { name: "Collaborateurs" }).click();
  const people = page.getByRole("region", { name: "Collaborateurs" });
  await expect(people.getByText("0 / 2 collaborateurs")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await people.getByLabel("Nom d'utilisateur ou adresse e-mail").fill(friend.username);
  await people.getByLabel("Rôle", { exact: true }).selectOption({ label: "éditeur" });
  await people.getByRole("button", { name: "Inviter" }).click();
  await expect(people.getByRole("status")).toHaveText(`Invitation envoyée à ${friend.username}.`);
  await expect(people.getByText("1 / 2 collaborateurs")).toBeVisible();
  await expect(people.getByRole("button", { name: `Annuler l'invitation de ${friend.username}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The mail's link shows the invitation to the signed-in friend.
  const link = (await lastMailText(guest, friend.email)).match(/\/invitation\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  await guest.goto(link!);
  await refuseCookies(guest);
  await expect(guest.getByText(`${me.username} vous invite à collaborer au projet « Le manoir à deux » comme éditeur.`)).toBeVisible();
  expect(await seriousViolations(guest)).toEqual([]);

  await guest.goto("/project");
  const invitations = guest.getByRole("region", { name: "Invitations" });
  await expect(invitations.getByText(`« Le manoir à deux », de ${me.username}, comme éditeur`)).toBeVisible();
  await invitations.getByRole("button", { name: "Accepter l'invitation à « Le manoir à deux »" }).click();
  await expect(invitations.getByRole("status")).toHaveText("Vous collaborez maintenant à « Le manoir à deux ».");
  const shared = guest.getByRole("region", { name: "Partagés avec moi" });
  await expect(shared.getByText(`Projet de ${me.username} · vous êtes éditeur`)).toBeVisible();
  await shared.getByRole("link", { name: "Le manoir à deux" }).click();
  await expect(guest.getByRole("heading", { level: 1, name: "Le manoir à deux" })).toBeVisible();
  await expect(guest.locator(".studio-save")).toHaveText("Enregistré", { timeout: 15_000 });

  await page.reload();
  await expect(people.getByText("1 / 2 collaborateurs")).toBeVisible();
  await expect(people.getByLabel(`Rôle de ${friend.username}`)).toHaveValue("editor");

  // Removed, the friend's open editor says so at once, and the project is no longer theirs to open.
  await people.getByRole("button", { name: `Retirer ${friend.username} du projet` }).click();
  await expect(people.getByRole("status")).toHaveText(`${friend.username} a été retiré du projet.`);
  await expect(guest.locator(".studio-save")).toContainText("Le propriétaire vous a retiré de ce projet", { timeout: 15_000 });
  await guest.goto("/project");
  await expect(guest.getByRole("region", { name: "Partagés avec moi" })).toHaveCount(0);
  await guestContext.close();
});
