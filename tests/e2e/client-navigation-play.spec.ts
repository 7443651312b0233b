import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectSceneDrawn, forgiveSlowLoaderPreloads, type SceneKind } from "./scene-drawn";
import { openNewProject } from "./studio";

/**
 * Issue 24, the blocker: a creator's first test-play, reached by clicking from the editor, showed a black
 * scene in a page that grew without end. The renderers' stylesheet was missing after the client-side
 * navigation (every direct load had it), and the renderer sized its canvas from a box the canvas itself
 * made grow. Here every path is clicked, never loaded: editor → test-play, and editor → publish → the
 * game's page → "Jouer en solo", for the three kinds of game; the scene must be drawn (its pixels are not
 * all dark), styled by its stylesheets, and of a size that holds still.
 */

test.describe.configure({ timeout: 150_000 });


const STARTERS: Record<SceneKind, { starter: string; title: string }> = {
  interface: { starter: "Démo : Le manoir de l'horloger", title: "Manoir cliqué" },
  "360": { starter: "Démo : Le phare englouti", title: "Phare cliqué" },
  classic: { starter: "Démo : Le laboratoire du professeur Volta", title: "Labo cliqué" },
};

/** "Commencer la partie", "Jouer sans le son", until the game's timer shows: clicks only. */
async function startByClicking(page: Page) {
  await page.getByRole("button", { name: "Commencer la partie", exact: true }).click();
  await page.getByRole("button", { name: "Jouer sans le son", exact: true }).click();
  await expect(page.getByRole("timer").first()).toBeVisible({ timeout: 20_000 });
}

for (const kind of ["interface", "360", "classic"] as const) {
  test.describe(kind, () => {
    test(`the editor's "Tester le jeu", clicked, shows the scene drawn and still`, async ({ page, consoleErrors }) => {
      const { starter, title } = STARTERS[kind];
      // The repro: /project, the project's link, the editor (each reached by a click, as openNewProject does).
      const { projectId } = await openNewProject(page, { type: kind, title, starter });
      await page.getByRole("link", { name: "Tester le jeu" }).click();
      await expect(page).toHaveURL(new RegExp(`/playTest(2D|360)?/${projectId}$`));
      await startByClicking(page);
      await expectSceneDrawn(page, kind);
      forgiveSlowLoaderPreloads(consoleErrors);
    });

    test(`the editor's "Publier", the game's page, its "Jouer en solo", all clicked, show the scene drawn and still`, async ({ page, consoleErrors }) => {
      const { starter, title } = STARTERS[kind];
      await openNewProject(page, { type: kind, title, starter });
      await page.getByRole("link", { name: "Publier", exact: true }).click();
      const section = page.getByRole("region", { name: "Publication" });
      await section.getByRole("button", { name: "Publier" }).click();
      await expect(section.getByRole("status").first()).toHaveText("Version 1 publiée.");
      await section.getByRole("link", { name: "Voir la page du jeu" }).click();
      await expect(page).toHaveURL(/\/escape\//);
      await page.getByRole("link", { name: "Jouer en solo" }).first().click();
      await expect(page).toHaveURL(/\/play(2D|360)?\/[^/]+$/);
      await startByClicking(page);
      await expectSceneDrawn(page, kind);
      forgiveSlowLoaderPreloads(consoleErrors);
    });
  });
}

// Whatever becomes of the stylesheet, the renderers never size their canvas from a box the canvas makes grow.
for (const [kind, path] of [
  ["interface", "/play2D/manoir-horloger"],
  ["360", "/play360/phare-englouti"],
] as const) {
  test(`${kind}: without the renderers' stylesheet, the scene is still drawn and holds still`, async ({ page }) => {
    await page.route(/\/assets\/renderers-[^/]*\.css$/, (route) => route.fulfill({ contentType: "text/css", body: "" }));
    await page.goto(path);
    if (await page.getByRole("button", { name: "Refuser" }).isVisible()) await page.getByRole("button", { name: "Refuser" }).click();
    await startByClicking(page);
    await expectSceneDrawn(page, kind, { styled: false });
  });
}
