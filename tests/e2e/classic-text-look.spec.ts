import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, seriousViolations, test } from "./fixtures";
import { expectSaved, openNewProject, testPlayFromEditor } from "./studio";

/**
 * A Classic page's text looks the same in the editor's preview and for players (test-play), whatever
 * style the editor gave it: a heading made with the "Titre" button, bold, italic, a list, plain lines, a
 * named font. Each is read by axe's contrast rule on its paper in both places, and their computed looks
 * (colour, font, size, weight, slant) are compared one by one.
 */

test.describe.configure({ timeout: 120_000 });

// The elements of a text block, each with the words that find it.
const PARTS = [
  { selector: "h3.classic-heading", words: "Journal de bord" },
  { selector: "p.classic-text", words: "noté" },
  { selector: "strong", words: "capitaine" },
  { selector: "em", words: "trois" },
  { selector: "ul.classic-list li", words: "une clé" },
  { selector: "h3.classic-heading", words: "Message codé" },
  { selector: "p.classic-text", words: "minuit" },
] as const;

type Look = Record<string, string>;

/** The computed look of every part of the two text blocks written below, in page order. */
async function looks(scope: Locator): Promise<Look[]> {
  return scope.evaluate((root, parts) => {
    return parts.map(({ selector, words }): Record<string, string> => {
      const element = [...root.querySelectorAll<HTMLElement>(selector)].find((candidate) => candidate.textContent?.includes(words));
      if (!element) return { missing: `${selector} "${words}"` };
      const style = getComputedStyle(element);
      return {
        part: `${selector} "${words}"`,
        color: style.color,
        fontFamily: style.fontFamily,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        fontStyle: style.fontStyle,
        lineHeight: style.lineHeight,
      };
    });
  }, PARTS as unknown as { selector: string; words: string }[]);
}

/** axe's contrast rule on the paper: no violation, and every styled part was actually measured and passed. */
async function expectReadable(page: Page, paper: string, where: string) {
  const results = await new AxeBuilder({ page }).include(paper).withRules(["color-contrast"]).analyze();
  const violations = results.violations.flatMap((rule) => rule.nodes.map((node) => `${rule.id}: ${node.html} (${node.failureSummary ?? ""})`));
  expect(violations, `contrast on the ${where}`).toEqual([]);
  const measured = results.passes.flatMap((rule) => rule.nodes.map((node) => node.html)).join("\n");
  for (const { words } of PARTS) expect(measured, `"${words}" measured and readable on the ${where}`).toContain(words);
}

test("every text style of the Classic editor has the same look and enough contrast in the editor's preview and in test-play", async ({ page }) => {
  await openNewProject(page, { type: "classic", title: "Styles du journal", starter: "Démo : Le laboratoire du professeur Volta" });
  const workspace = page.getByRole("region", { name: "Page en cours d'édition" });
  await expect(workspace.getByRole("heading", { level: 2, name: "La salle de TP" })).toBeVisible();

  // The first block: a heading from the toolbar's "Titre", then bold, italic and a list from their buttons, as a creator does.
  await workspace.getByRole("button", { name: "Ajouter un bloc" }).click();
  await workspace.getByRole("button", { name: "Un texte" }).click();
  const text = page.getByRole("textbox", { name: "Texte" });
  const toolbar = page.getByRole("group", { name: "Mise en forme" });
  await expect(text).toBeFocused();
  await text.fill("Journal de bord");
  await toolbar.getByRole("button", { name: "Titre" }).click();
  await expect(text).toHaveValue("# Journal de bord");
  await text.press("End");
  await text.pressSequentially("\nLe capitaine a noté trois chiffres.\nPuis il a dormi.\n\nune clé\nune carte");
  const value = await text.inputValue();
  const select = async (words: string) => {
    const start = (await text.inputValue()).indexOf(words);
    await text.evaluate((area: HTMLTextAreaElement, [from, to]) => area.setSelectionRange(from, to), [start, start + words.length]);
  };
  expect(value).toContain("une carte");
  await select("capitaine");
  await toolbar.getByRole("button", { name: "Gras" }).click();
  await select("trois");
  await toolbar.getByRole("button", { name: "Italique" }).click();
  await select("une clé\nune carte");
  await toolbar.getByRole("button", { name: "Liste" }).click();
  await expect(text).toHaveValue("# Journal de bord\nLe **capitaine** a noté *trois* chiffres.\nPuis il a dormi.\n\n- une clé\n- une carte");

  // The second block: a heading and a paragraph in a named font.
  await workspace.getByRole("button", { name: "Ajouter un bloc" }).click();
  await workspace.getByRole("button", { name: "Un texte" }).click();
  await expect(text).toBeFocused();
  await text.fill("# Message codé\nRendez-vous à minuit.");
  await page.getByLabel("Police").selectOption("Courier Prime");
  await expectSaved(page);

  // The editor's preview: every style readable on its paper.
  const preview = workspace.locator(".sc-page");
  await expect(preview.getByRole("heading", { level: 3, name: "Journal de bord" })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 3, name: "Message codé" })).toBeVisible();
  await expectReadable(page, ".sc-page", "editor's preview");
  const inEditor = await looks(preview);
  expect(inEditor.filter((look) => "missing" in look)).toEqual([]);

  // Test-play, reached as a creator does (a client-side navigation from the editor).
  await testPlayFromEditor(page);
  const paper = page.locator(".classic-scene");
  await expect(paper.getByRole("heading", { level: 3, name: "Journal de bord" })).toBeVisible();
  await expectReadable(page, ".classic-scene", "player's page");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await looks(paper)).toEqual(inEditor);
});
