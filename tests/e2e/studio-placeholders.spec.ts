import type { GameDefinition } from "../../app/engine";
import { expect, seriousViolations, test } from "./fixtures";
import { settled } from "./play-driver";
import { expectSaved, openNewProject, storedDraft, testPlayFromEditor } from "./studio";

/**
 * The sentences that tell a creator what to write are placeholders, never content: a new Classic text
 * block, a new object and a new hint start empty with the sentence shown in their field, the draft keeps
 * empty texts, the problems list asks for the one text the game needs (a hint's), and test-play shows
 * none of those sentences (an empty block and an empty description show nothing at all).
 */

test.describe.configure({ timeout: 120_000 });

const HELPER_SENTENCES = [
  "Écrivez ici ce que le joueur lit sur cette page.",
  "Décrivez ce que le joueur voit.",
  "Dites au joueur où regarder.",
  "Texte vide",
];

test("a new Classic block, object and hint show what to write as placeholders, store empty texts, and test-play shows none of it", async ({ page }) => {
  const { projectId } = await openNewProject(page, { type: "classic", title: "Rien que mes mots", starter: "Démo : Le laboratoire du professeur Volta" });
  const workspace = page.getByRole("region", { name: "Page en cours d'édition" });
  const inspector = page.locator("section.studio-inspector");
  const tree = page.getByRole("navigation", { name: "Structure du jeu" });
  const problems = page.locator("section.studio-problems-block");
  await expect(problems).toContainText("Aucun problème");

  // A text block: empty, its field showing what to write; the page says players see nothing of it.
  await workspace.getByRole("button", { name: "Ajouter un bloc" }).click();
  await workspace.getByRole("button", { name: "Un texte" }).click();
  const text = inspector.getByRole("textbox", { name: "Texte" });
  await expect(text).toBeFocused();
  await expect(text).toHaveValue("");
  await expect(text).toHaveAttribute("placeholder", "Écrivez ici ce que le joueur lit sur cette page.");
  await expect(text).not.toHaveAttribute("aria-invalid", "true");
  const blocks = workspace.getByRole("group", { name: /^Bloc \d+ : Texte$/ });
  const card = blocks.last();
  await expect(card).toContainText("Texte vide : les joueurs ne voient rien de ce bloc.");
  await expect(card).not.toContainText("Écrivez ici");
  await expect(inspector.getByRole("heading", { level: 2, name: "Texte vide" })).toBeVisible();
  await expect(problems).toContainText("Aucun problème");

  // An object: its description empty (allowed, players then see none), the sentence as its placeholder.
  await tree.getByRole("button", { name: "Ajouter un objet" }).click();
  const description = inspector.getByRole("textbox", { name: "Description" });
  await expect(inspector.getByLabel("Nom de l'objet")).toHaveValue("Nouvel objet");
  await expect(description).toHaveValue("");
  await expect(description).toHaveAttribute("placeholder", "Décrivez ce que le joueur voit.");
  await expect(description).not.toHaveAttribute("aria-invalid", "true");
  await expect(problems).toContainText("Aucun problème");
  expect(await seriousViolations(page)).toEqual([]);

  // A hint: the game needs its words, so the problems list asks for them, in the creator's words.
  await tree.getByRole("button", { name: "Ajouter un indice" }).click();
  const hint = inspector.getByRole("textbox", { name: "Texte de l'indice" });
  await expect(hint).toHaveValue("");
  await expect(hint).toHaveAttribute("placeholder", "Dites au joueur où regarder.");
  await expect(tree.getByRole("treeitem", { name: /^Indice \d+ : Texte vide$/ })).toBeVisible();
  const problem = problems.getByRole("button", { name: /Cet indice n'a pas encore de texte : écrivez ce qu'il dit au joueur, ou supprimez-le\./ });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText(/^Indice \d+/);
  await problem.click();
  await expect(hint).toBeFocused();
  await hint.fill("Regardez sous la paillasse.");
  await expect(problems).toContainText("Aucun problème");

  // The new object lies in the new, empty block: the player can take it there.
  await card.click();
  await inspector.getByLabel("Objet posé ici (le joueur peut le prendre)").selectOption({ label: "Nouvel objet" });
  await expectSaved(page);

  // The draft holds empty texts, not the sentences.
  await expect.poll(() => JSON.stringify(storedDraft(projectId)), { timeout: 15_000 }).toContain("Regardez sous la paillasse.");
  const draft = storedDraft(projectId) as GameDefinition;
  const page1 = draft.scenes.find((scene) => scene.id === draft.rules.startSceneId);
  const added = page1?.kind === "classic" ? page1.blocks.at(-1) : undefined;
  expect(added).toMatchObject({ kind: "text", text: "" });
  expect(draft.objects.at(-1)).toMatchObject({ name: "Nouvel objet", description: "" });
  for (const sentence of HELPER_SENTENCES) expect(JSON.stringify(draft)).not.toContain(sentence);

  // Test-play, reached from the editor: no helper sentence anywhere, the empty block draws nothing but its control.
  await testPlayFromEditor(page);
  const paper = page.locator(".classic-scene");
  const emptyBlock = paper.locator(`[data-target-id="${added?.id}"]`);
  await expect(emptyBlock.getByRole("button", { name: "Prendre : Nouvel objet" })).toBeVisible();
  await expect(emptyBlock.locator(".classic-rich")).toHaveCount(0);
  await expect(emptyBlock).toHaveText("Prendre : Nouvel objet");
  await emptyBlock.getByRole("button", { name: "Prendre : Nouvel objet" }).click();
  await settled(page);
  await page.getByRole("button", { name: "Examiner Nouvel objet", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvel objet" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".play-inspect-text > p")).toHaveCount(0);
  const shown = await page.locator("body").innerText();
  for (const sentence of HELPER_SENTENCES) expect(shown, `"${sentence}" shown to the player`).not.toContain(sentence);
  expect(await seriousViolations(page)).toEqual([]);
});
