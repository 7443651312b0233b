import { templateById, templateGame } from "../../app/engine/templates";
import { translate } from "../../app/i18n/catalog.server";
import { newAccount, register, validate } from "./accounts";
import { refuseCookies } from "./cookie-bar";
import { expect, seriousViolations, test } from "./fixtures";
import { Player } from "./play-driver";
import { forgiveSlowLoaderPreloads } from "./scene-drawn";
import { readyGame, testPlayFromEditor } from "./studio";

/**
 * "Nouveau projet" from a template (issue 27), clicked as a creator does: the template chosen by its use, its summary
 * read before creating, the editor open on a game with no problem, and the test-play won, for each kind of game.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ expectedErrors: [/GPU stall due to ReadPixels/] });

const CASES = [
  { id: "interface-mystery", workspace: "/project2D", type: null, url: /\/playTest2D\// },
  { id: "360-museum", workspace: "/project360", type: null, url: /\/playTest360\// },
  { id: "classic-language", workspace: "/project", type: "Classique", url: /\/playTest\// },
] as const;

for (const { id, workspace, type, url } of CASES) {
  test(`a creator starts from the ${id} template, reads what to change, and wins its test-play`, async ({ page, consoleErrors }) => {
    const template = templateById(id)!;
    const { definition: french, walkthrough } = templateGame(template, "fr");
    const me = newAccount("creator");
    await register(page, me, "Créateur");
    await validate(page, me.email);
    await page.goto(workspace);
    await refuseCookies(page);
    if (type) await page.getByLabel("Type de jeu").selectOption({ label: type });

    const starter = page.getByLabel("Point de départ");
    await expect(page.locator("#create-starter-about")).toHaveText(translate("fr", "projects.templatesAbout"));
    const label = `${translate("fr", `projects.uses.${template.use}`)} : ${french.meta.title}`;
    await starter.selectOption({ label });
    await expect(page.locator("#create-starter-about")).toHaveText(french.meta.summary!);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Titre du projet").fill("Mon jeu à moi");
    await page.getByRole("button", { name: "Créer le projet" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mon jeu à moi" })).toBeVisible({ timeout: 30_000 });
    const projectId = new URL(page.url()).pathname.split("/")[2]!;

    const game = await readyGame(page, projectId);
    expect(game.meta).toMatchObject({ title: "Mon jeu à moi", locale: "fr", type: template.type });
    await testPlayFromEditor(page);
    await expect(page).toHaveURL(url);
    await new Player(page, game, "pointer").play(walkthrough);
    await expect(page.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible({ timeout: 20_000 });
    forgiveSlowLoaderPreloads(consoleErrors);
  });
}
