import { lastMailText } from "./accounts";
import { sql } from "./db";
import { expect, seriousViolations, test } from "./fixtures";
import { verifiedAccount } from "./staff";
import { expectSaved, openNewProject } from "./studio";

/**
 * Company seats in Chromium (ADR 043): a Company account invites a colleague from its team tab; the colleague accepts
 * from the mail's link, finds the company's project under the company's name in their workspace and opens it; once
 * the company removes them, their workspace no longer lists it and its editor is gone.
 */

// The removed colleague's last look at the project's address is answered 404, which Chromium logs.
test.use({ expectedErrors: [/status of 404/] });

test("a company invites a colleague, who accepts from the mail and edits the company's project until removed", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { me, projectId } = await openNewProject(page, { type: "interface", title: "Onboarding Acme" });
  // What the back office's plan grant does: the account is on the Company plan.
  sql(`UPDATE users SET grade = 6 WHERE email = '${me.email}'`);
  const colleague = await verifiedAccount(browser, "colleague");

  await page.goto("/account/team");
  await expect(page.getByRole("navigation", { name: "Espace compte" }).getByRole("link", { name: "Équipe" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Adresse e-mail").fill(colleague.me.email);
  await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(`Invitation envoyée à ${colleague.me.email}.`);
  const pending = page.getByRole("region", { name: "Invitations en attente" });
  await expect(pending.getByRole("button", { name: `Annuler l'invitation de ${colleague.me.email}` })).toBeVisible();
  await expect(page.getByText("1 place(s) utilisée(s) sur 10")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The colleague opens the mail's link, signed in with their own account, and joins.
  const guest = colleague.page;
  const link = (await lastMailText(guest, colleague.me.email)).match(/\/team\/[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeTruthy();
  await guest.goto(link!);
  await expect(guest.getByText(`${me.username} vous invite à rejoindre son équipe.`)).toBeVisible();
  expect(await seriousViolations(guest)).toEqual([]);
  await guest.getByRole("button", { name: "Rejoindre l'équipe" }).click();
  await expect(guest).toHaveURL(/\/project$/);
  const companyProjects = guest.getByRole("region", { name: me.username });
  await expect(companyProjects.getByText("Projets de votre entreprise : vous pouvez les ouvrir et les modifier.")).toBeVisible();
  expect(await seriousViolations(guest)).toEqual([]);
  await companyProjects.getByRole("link", { name: "Onboarding Acme" }).click();
  await expect(guest.getByRole("heading", { level: 1, name: "Onboarding Acme" })).toBeVisible({ timeout: 30_000 });
  await expectSaved(guest);

  // The company sees its member and removes them.
  await page.reload();
  const members = page.getByRole("region", { name: "Membres" });
  await expect(members.getByText(`${colleague.me.username} · ${colleague.me.email}`)).toBeVisible();
  await members.getByRole("button", { name: `Retirer ${colleague.me.username}` }).click();
  await expect(page.getByRole("status")).toHaveText(`${colleague.me.username} ne fait plus partie de votre équipe.`);
  await expect(page.getByText("Personne n'a encore rejoint votre équipe.")).toBeVisible();

  await guest.goto("/project");
  await expect(guest.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(guest.getByRole("region", { name: me.username })).toHaveCount(0);
  await expect(guest.getByRole("link", { name: "Onboarding Acme" })).toHaveCount(0);
  const gone = await guest.goto(`/project2D/${projectId}`);
  expect(gone?.status()).toBe(404);
  await guest.context().close();
});
