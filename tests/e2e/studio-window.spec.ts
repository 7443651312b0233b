import type { Page } from "@playwright/test";
import { refuseCookies } from "./cookie-bar";
import { coeditor } from "./coeditor";
import { expect, test } from "./fixtures";
import { expectSaved, openNewProject } from "./studio";

/**
 * The editor uses the whole window (issue 24), the same in the three editors, on a 1366×768 laptop: no
 * site footer, a compact header (the way home and back to the projects, the account; not the site's
 * navigation), the project's title in full, and the bar on one line while a collaborator is there. The
 * three editors say the same things their own way (a Classic game has pages), and a type's project page
 * counts what it lists.
 */

test.use({ viewport: { width: 1366, height: 768 } });

// Sixty characters: a long title, as creators write them.
const TITLE = "La malédiction de l'horloger fou et de sa pendule, acte deux";
const EDITORS = [
  { type: "interface", path: "/project2D", rooms: "Salles et scènes", add: "Ajouter une scène" },
  { type: "360", path: "/project360", rooms: "Salles et panoramas", add: "Ajouter un panorama" },
  { type: "classic", path: "/project", rooms: "Salles et pages", add: "Ajouter une page" },
] as const;

async function createProject(page: Page, path: string, classic: boolean) {
  await page.goto(path);
  if (classic) await page.getByLabel("Type de jeu").selectOption({ label: "Classique" });
  await page.getByLabel("Titre du projet").fill(TITLE);
  await page.getByRole("button", { name: "Créer le projet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible({ timeout: 15_000 });
  await expectSaved(page);
  return new URL(page.url()).pathname;
}

/** How far apart, in pixels, the tops of the bar's parts are: 0 on one line. */
const barSpread = (page: Page) =>
  page.getByTestId("studio-bar").evaluate((bar) => {
    const tops = [...bar.children].filter((child) => (child as HTMLElement).offsetParent !== null && child.getBoundingClientRect().height > 0).map((child) => child.getBoundingClientRect().top + child.getBoundingClientRect().height / 2);
    return Math.max(...tops) - Math.min(...tops);
  });

test("the three editors use the whole window: compact header, no footer, the full title and a one-line bar with a collaborator there", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const first = await openNewProject(page, { type: "interface", title: TITLE });
  const paths = [`/project2D/${first.projectId}`, await createProject(page, "/project360", false), await createProject(page, "/project", true)];
  const bob = await coeditor(browser, paths.map((path) => path.split("/")[2]!));

  for (const [i, editor] of EDITORS.entries()) {
    await bob.page.goto(paths[i]!);
    if (i === 0) await refuseCookies(bob.page);
    await expectSaved(bob.page);
    await page.goto(paths[i]!);
    await expectSaved(page);
    await expect(page.locator(`[data-testid="peer"][data-peer-name="${bob.account.username}"]`)).toHaveCount(1);

    // No footer; a header with the way back and the account, without the site's navigation.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.locator(".site-footer")).toHaveCount(0);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "← Mes projets" })).toBeVisible();
    await expect(header.getByRole("button", { name: /menu du compte/ })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Deutsch" })).toHaveCount(0);
    expect((await header.boundingBox())!.height, `${editor.type}: the header's height`).toBeLessThanOrEqual(60);

    // The title whole, not clipped.
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText(TITLE);
    await expect(title).toHaveAttribute("title", TITLE);
    const clipped = await title.evaluate((h1) => h1.scrollWidth > h1.clientWidth);
    expect(clipped, `${editor.type}: the title is cut`).toBe(false);

    // The bar on one line, with the collaborator's avatar in it.
    expect(await barSpread(page), `${editor.type}: the bar wraps`).toBeLessThanOrEqual(4);
    await expect(page.getByTestId("studio-bar").getByRole("link", { name: "Tester le jeu" })).toBeVisible();

    // The same words, each type its own: Classic has pages, 360 panoramas.
    const tree = page.getByRole("navigation", { name: "Structure du jeu" });
    await expect(tree.getByRole("treeitem", { name: editor.rooms, exact: true })).toBeVisible();
    await expect(tree.getByRole("button", { name: editor.add, exact: true })).toBeVisible();
  }

  // A type's page counts the projects it lists; the quota is said as the account's, for every type.
  await page.goto("/project360");
  await expect(page.getByRole("heading", { level: 1, name: "Mes projets 360°" })).toBeVisible();
  await expect(page.getByText("Projets 360° : 1 · tous vos projets : 3 sur 3")).toBeVisible();
  await expect(page.getByRole("link", { name: TITLE })).toHaveCount(1);
  await page.getByRole("link", { name: "Voir tous mes projets" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mes projets", exact: true })).toBeVisible();
  await expect(page.getByText("Projets : 3 sur 3")).toBeVisible();
  await expect(page.getByRole("link", { name: TITLE })).toHaveCount(3);
  await page.goto("/project2D");
  await expect(page.getByText("Projets Interface 2D : 1 · tous vos projets : 3 sur 3")).toBeVisible();
  // The site's own pages keep their footer.
  await expect(page.getByRole("contentinfo")).toHaveCount(1);

  expect(bob.errors, "the collaborator's console errors").toEqual([]);
  await bob.context.close();
});
