import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import { expect, test } from "./fixtures";
import { cuttableRooms, expectSaved, openNewProject, saveState, storedDraft } from "./studio";

/**
 * Nothing is lost (issue 13): an edit made while the room cannot be reached survives a reload of the
 * editor, and edits made during a ten-second network cut reach the room once it is back; each time the
 * backend's copy of the draft ends up with them.
 */

const MANOR = DEMO_GAME_IDS["manoir-horloger"].definition;
// The browser says so when a request meets the cut network (a ticket renewal): that is the point here.
test.use({ expectedErrors: [/ERR_INTERNET_DISCONNECTED/] });

type Stored = { meta: { title: string }; rooms: { name: string }[] } | null;

test("an edit survives a reload made before the room had it, and edits made during a 10 s network cut reach it after", async ({ page }) => {
  test.setTimeout(120_000);
  const rooms = await cuttableRooms(page);
  const { projectId } = await openNewProject(page, { type: "interface", title: "Manoir gardé", starter: `Démo : ${MANOR.meta.title}` });

  // The room is out of reach (the page itself still loads): the edit is kept in the browser.
  await rooms.cutNetwork();
  await expect(saveState(page)).toHaveText("Hors ligne : modifications gardées");
  await page.context().setOffline(false);
  await page.getByRole("treeitem", { name: "Réglages du jeu" }).click();
  const title = page.getByLabel("Titre du jeu");
  await title.fill("Le manoir gardé");
  await page.reload();
  await expect(page.getByLabel("Titre du jeu")).toHaveValue("Le manoir gardé");
  await rooms.restore();
  await expectSaved(page, 30_000);
  await expect.poll(() => (storedDraft(projectId) as Stored)?.meta.title, { timeout: 15_000 }).toBe("Le manoir gardé");

  // Ten seconds without network, editing all along.
  await rooms.cutNetwork();
  await expect(saveState(page)).toHaveText("Hors ligne : modifications gardées");
  await page.getByRole("button", { name: "Ajouter une salle" }).click();
  await page.getByLabel("Nom de la salle", { exact: true }).fill("La cave");
  await page.getByRole("treeitem", { name: "Réglages du jeu" }).click();
  await page.getByLabel("Titre du jeu").fill("Le manoir et sa cave");
  await page.waitForTimeout(10_000);
  await expect(saveState(page)).toHaveText("Hors ligne : modifications gardées");
  await rooms.restore();
  await expectSaved(page, 30_000);
  await expect
    .poll(() => {
      const stored = storedDraft(projectId) as Stored;
      return stored ? [stored.meta.title, stored.rooms.some((room) => room.name === "La cave")] : null;
    }, { timeout: 15_000 })
    .toEqual(["Le manoir et sa cave", true]);
});
