import { noisePng } from "./files";
import { expect, seriousViolations, test } from "./fixtures";
import { openNewProject } from "./studio";

/**
 * The Classic editor in a blank project: the first page (and its room), text blocks with their
 * formatting and font shown as players will see them, reordering from the keyboard, an image block that
 * asks for its file and description before it exists, a code puzzle
 * placed on the page; all of it kept by the project room across a reload.
 */

test.describe.configure({ timeout: 90_000 });

test("a creator writes a Classic page: a formatted text in a named font, blocks reordered, an uploaded image with its description, a code puzzle placed, removed and placed again", async ({ page }) => {
  await openNewProject(page, { type: "classic", title: "Le journal de bord" });

  const workspace = page.getByRole("region", { name: "Page en cours d'édition" });
  await expect(workspace.getByRole("heading", { name: "Ce jeu n'a pas encore de page" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await workspace.getByLabel("Nom de la page").fill("Le pont");
  await workspace.getByRole("button", { name: "Créer la page" }).click();
  await expect(workspace.getByRole("heading", { level: 2, name: "Le pont" })).toBeVisible();
  await expect(page.getByLabel("Salle", { exact: true })).toHaveValue(/.+/);

  // A text block: added after nothing (at the end), its words focused in the inspector.
  await workspace.getByRole("button", { name: "Ajouter un bloc" }).click();
  await workspace.getByRole("button", { name: "Un texte" }).click();
  const text = page.getByRole("textbox", { name: "Texte" });
  await expect(text).toBeFocused();
  // Empty, with what to write as its placeholder: a helper sentence is never the text players read.
  await expect(text).toHaveValue("");
  await expect(text).toHaveAttribute("placeholder", "Écrivez ici ce que le joueur lit sur cette page.");
  await expect(workspace.getByRole("group", { name: "Bloc 1 : Texte" })).toContainText("Texte vide : les joueurs ne voient rien de ce bloc.");
  await text.fill("# Journal\nLe capitaine a noté *trois* chiffres.");
  await text.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(13, 22));
  await page.getByRole("button", { name: "Gras" }).click();
  await expect(text).toHaveValue("# Journal\nLe **capitaine** a noté *trois* chiffres.");
  await page.getByLabel("Police").selectOption("Courier Prime");

  const first = workspace.getByRole("group", { name: "Bloc 1 : Texte" });
  await expect(first.getByRole("heading", { level: 3, name: "Journal" })).toBeVisible();
  await expect(first.locator("strong")).toHaveText("capitaine");
  await expect(first.locator("em")).toHaveText("trois");
  await expect(first.locator("p.classic-text")).toHaveCSS("font-family", /^"Courier Prime"/);

  // A second text goes after the selected first one; then it is moved up from the keyboard.
  await workspace.getByRole("button", { name: "Ajouter un bloc" }).click();
  await workspace.getByRole("button", { name: "Un texte" }).click();
  await expect(page.getByRole("textbox", { name: "Texte" })).toBeFocused();
  await page.getByRole("textbox", { name: "Texte" }).fill("Une mouette se pose sur la barre.");
  await workspace.getByRole("button", { name: "Monter le bloc 2" }).focus();
  await page.keyboard.press("Enter");
  await expect(workspace.getByRole("group", { name: "Bloc 1 : Texte" })).toContainText("Une mouette");
  await workspace.getByRole("group", { name: "Bloc 2 : Texte" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Texte" })).toHaveValue(/capitaine/);

  // A media block asks for its file and words first: nothing incomplete enters the draft.
  await workspace.getByRole("button", { name: "Ajouter un bloc" }).click();
  await workspace.getByRole("button", { name: "Une image" }).click();
  await expect(workspace.getByRole("button", { name: "Ajouter le bloc" })).toBeDisabled();
  await workspace.getByRole("button", { name: "Annuler" }).click();
  await expect(workspace.getByRole("button", { name: "Ajouter un bloc" })).toBeFocused();
  await page.keyboard.press("Enter");
  await workspace.getByRole("button", { name: "Une image" }).click();
  await workspace.locator(".sc-new-block input[type=file]").setInputFiles({ name: "carte.png", mimeType: "image/png", buffer: noisePng(40, 30) });
  await expect(workspace.getByLabel("Image", { exact: true })).toHaveValue(/carte\.png|\/files\//);
  await workspace.getByLabel("Description de l'image").fill("Une carte marine annotée");
  await workspace.getByRole("button", { name: "Ajouter le bloc" }).click();
  await expect(workspace.getByRole("group", { name: "Bloc 3 : Image" }).getByRole("img", { name: "Une carte marine annotée" })).toBeVisible();
  await expect(page.getByLabel("Description de l'image")).toHaveValue("Une carte marine annotée");
  // Under its content, the block has what every target shares: what lies there, when it shows, what a click does.
  await expect(page.getByRole("group", { name: "Ce que le joueur peut faire ici" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await workspace.getByRole("button", { name: "Créer une énigme à code" }).click();
  const puzzles = workspace.getByRole("region", { name: "Énigmes de la page" });
  await expect(puzzles.getByRole("button", { name: "Code à trouver", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Code à trouver" })).toBeVisible();
  // Taken off the page, the puzzle stays in the game and can be placed again.
  await puzzles.getByRole("button", { name: "Retirer Code à trouver de la page" }).click();
  await expect(puzzles).toContainText("Aucune énigme sur cette page.");
  await puzzles.getByLabel("Énigme du jeu à ajouter").selectOption({ label: "Code à trouver (Code)" });
  await puzzles.getByRole("button", { name: "Ajouter à la page" }).click();
  await expect(puzzles.getByRole("button", { name: "Code à trouver", exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Enregistré" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(workspace.getByRole("group", { name: "Bloc 2 : Texte" }).locator("strong")).toHaveText("capitaine");
  await expect(workspace.getByRole("group", { name: "Bloc 1 : Texte" })).toContainText("Une mouette");
  await expect(puzzles.getByRole("button", { name: "Code à trouver", exact: true })).toBeVisible();
});

test("a starter's Classic pages fit a 1280×800 screen and a tablet without sideways scrolling", async ({ page }) => {
  await openNewProject(page, { type: "classic", title: "Volta revu", starter: "Démo : Le laboratoire du professeur Volta" });
  const workspace = page.getByRole("region", { name: "Page en cours d'édition" });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 820, height: 1180 }]) {
    await page.setViewportSize(viewport);
    await expect(workspace.getByRole("group", { name: "Bloc 1 : Texte" })).toBeVisible();
    const stage = workspace.locator("..");
    expect(await stage.evaluate((element) => element.scrollWidth - element.clientWidth), `stage at ${viewport.width}px`).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `page at ${viewport.width}px`).toBeLessThanOrEqual(0);
  }
  // Scrolled down a long page, the tree and the inspector stay whole in the window: nothing of the site covers them.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY), "the page scrolls").toBeGreaterThan(100);
  for (const panel of [".studio-side", ".studio-inspector"]) {
    const covered = await page.locator(panel).evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, Math.max(box.top, 0) + 4);
      return top !== null && !element.contains(top);
    });
    expect(covered, `${panel}'s top is covered`).toBe(false);
  }
  // The page switcher goes to the next page; its blocks replace the first page's.
  const switcher = workspace.getByLabel("Page affichée");
  const second = await switcher.locator("option").nth(1).getAttribute("value");
  await switcher.selectOption(second ?? "");
  await expect(page.getByLabel("Nom de la page")).toHaveValue(/.+/);
  await expect(workspace.getByRole("heading", { level: 2 })).toHaveText(await page.getByLabel("Nom de la page").inputValue());
  expect(await seriousViolations(page)).toEqual([]);
});
