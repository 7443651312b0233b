import { expect, seriousViolations, test } from "./fixtures";
import { noisePng } from "./files";
import { expectSaved, openNewProject, storedDraft } from "./studio";

/**
 * Issue 24, a creator's first hour: the win screen in the creator's own words. A text and a picture written
 * in the game's settings are saved with the draft, and a test-play that ends in a win shows both, the
 * picture described for players who cannot see it.
 */

test.describe.configure({ timeout: 150_000 });

test("a creator writes the win screen's text and picture in the settings, test-plays to the win and sees them", async ({ page, consoleErrors }) => {
  const { projectId } = await openNewProject(page, { type: "interface", title: "Fin écrite", starter: "Démo : Le manoir de l'horloger" });
  await page.getByRole("navigation", { name: "Structure du jeu" }).getByRole("treeitem", { name: "Réglages du jeu" }).click();

  // The game is won as soon as it starts: its first room is open from the beginning.
  const winWhen = page.getByRole("group", { name: "La partie est gagnée quand" });
  await winWhen.getByRole("button", { name: "Ajouter une condition" }).click();
  await winWhen.getByLabel("Condition 1", { exact: true }).selectOption({ label: "Une salle est déverrouillée" });
  await winWhen.getByLabel("Salle", { exact: true }).selectOption({ label: "L'atelier" });

  const won = page.getByRole("group", { name: "Victoire" });
  await won.getByLabel("Texte de l'écran").fill("Le dernier automate s'incline : l'horloger vous rend la clé de la ville.");
  const chooser = page.waitForEvent("filechooser");
  await won.getByRole("button", { name: "Envoyer un fichier" }).click();
  await (await chooser).setFiles({ name: "victoire.png", mimeType: "image/png", buffer: noisePng(320, 200) });
  await expect(won.getByLabel("Image (facultative)")).toHaveValue(/\/files\//, { timeout: 20_000 });
  await won.getByLabel("Description de l'image").fill("L'horloger tend une grande clé dorée");
  expect(await seriousViolations(page)).toEqual([]);
  await expectSaved(page);

  // Kept with the draft as the game's definition has it.
  await expect.poll(() => (storedDraft(projectId) as { rules?: { endings?: unknown } } | null)?.rules?.endings, { timeout: 15_000 }).toEqual({
    won: {
      text: "Le dernier automate s'incline : l'horloger vous rend la clé de la ville.",
      image: expect.stringMatching(/\/files\//),
      alt: "L'horloger tend une grande clé dorée",
    },
  });

  await page.getByRole("link", { name: "Tester le jeu" }).click();
  await expect(page).toHaveURL(/\/playTest2D\/[^/]+$/);
  await page.getByRole("button", { name: "Commencer la partie", exact: true }).click();
  await expect(page.getByText("Ce jeu a une musique d'ambiance et des effets sonores.")).toBeVisible();
  await page.getByRole("button", { name: "Jouer sans le son", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Bravo, vous avez réussi !" })).toBeVisible({ timeout: 20_000 });
  const story = page.getByRole("region", { name: "Le dénouement" });
  await expect(story.getByText("Le dernier automate s'incline : l'horloger vous rend la clé de la ville.")).toBeVisible();
  const picture = story.getByRole("img", { name: "L'horloger tend une grande clé dorée" });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);
  expect(await seriousViolations(page)).toEqual([]);

  // Test-play's loader may be slow on a busy machine: Chromium then calls the play stylesheets' preload unused.
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (/\/assets\/(play|renderers)-[\w-]+\.css was preloaded using link preload but not used/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
});
