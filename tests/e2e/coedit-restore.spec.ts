import type { Page } from "@playwright/test";
import { refuseCookies } from "./cookie-bar";
import { coeditor } from "./coeditor";
import { expect, test } from "./fixtures";
import { expectSaved, openNewProject, storedDraft } from "./studio";

/**
 * When another editor's change replaced the value I had just written (issue 24), the notice offers to put
 * mine back: one click, and both editors see my value, the room stores it, and "Annuler" takes it back.
 */

const title = (page: Page) => page.getByLabel("Titre du jeu");
const storedTitle = (projectId: string) => (storedDraft(projectId) as { meta: { title: string } } | null)?.meta.title;

test("the overwrite notice puts my value back for both editors, and Undo takes it away again", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { projectId } = await openNewProject(page, { type: "interface", title: "Atelier à deux" });
  const bob = await coeditor(browser, [projectId]);
  await bob.page.goto(`/project2D/${projectId}`);
  await refuseCookies(bob.page);
  await expectSaved(bob.page);
  for (const p of [page, bob.page]) await p.getByRole("treeitem", { name: "Réglages du jeu" }).click();

  // I write my title; Bob writes his a moment later, over mine.
  await title(page).fill("Le titre d'Alice");
  await expect(title(bob.page)).toHaveValue("Le titre d'Alice");
  await title(bob.page).fill("Le titre de Bob");
  await expect(title(page)).toHaveValue("Le titre de Bob");

  const notice = page.getByTestId("overwrite");
  await expect(notice.getByTestId("overwrite-notice")).toHaveText(`${bob.account.username} a remplacé votre modification de « Titre du jeu »`);
  await notice.getByRole("button", { name: "Remettre ma valeur" }).click();

  // Mine again, here and for Bob, stored by the room; the focus back in the field.
  await expect(title(page)).toHaveValue("Le titre d'Alice");
  await expect(title(page)).toBeFocused();
  await expect(notice.getByTestId("overwrite-notice")).toHaveText("Votre valeur est remise : « Annuler » la retire.");
  await expect(notice.getByRole("button", { name: "Remettre ma valeur" })).toHaveCount(0);
  await expect(title(bob.page)).toHaveValue("Le titre d'Alice");
  await expectSaved(page);
  await expect.poll(() => storedTitle(projectId), { timeout: 15_000 }).toBe("Le titre d'Alice");
  // Bob is told in turn, and may answer the same way.
  await expect(bob.page.getByTestId("overwrite").getByRole("button", { name: "Remettre ma valeur" })).toBeVisible();

  // One step of my history: Undo gives Bob's title back, for both.
  await page.getByRole("button", { name: "Annuler", exact: true }).click();
  await expect(title(page)).toHaveValue("Le titre de Bob");
  await expect(title(bob.page)).toHaveValue("Le titre de Bob");
  await expect.poll(() => storedTitle(projectId), { timeout: 15_000 }).toBe("Le titre de Bob");

  expect(bob.errors, "the second editor's console errors").toEqual([]);
  await bob.context.close();
});
