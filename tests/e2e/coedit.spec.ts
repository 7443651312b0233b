import type { Browser, Locator, Page } from "@playwright/test";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import { newAccount, register, validate } from "./accounts";
import { SITE } from "./config.mjs";
import { refuseCookies } from "./cookie-bar";
import { sql } from "./db";
import { expect, test } from "./fixtures";
import { rooms } from "./rooms-control";
import { cuttableRooms, expectSaved, openNewProject, saveState, storedDraft } from "./studio";

/**
 * Two creators in one project at once (issue 14), each in a browser context of their own: they see each other
 * and each other's pointer, edit different zones at the same moment and keep both edits, type the same title at
 * the same moment and end with the same one (the overwritten one is told), one edits offline and comes back, and
 * the rooms server is stopped and started in the middle of their edits: nothing is lost.
 */

const MANOR = DEMO_GAME_IDS["manoir-horloger"].definition;
// A lost network and a stopped rooms server are the point here: the browser says so when a socket or a ticket
// request meets them.
// One pattern: Playwright reads a two-item array given to test.use as a [value, options] pair.
const NETWORK_ERRORS = [/ERR_INTERNET_DISCONNECTED|WebSocket connection to .* failed|ERR_CONNECTION_REFUSED/];
test.use({ expectedErrors: NETWORK_ERRORS });

type Stored = { meta: { title: string }; scenes: { kind: string; zones?: { label: string }[] }[] } | null;

const tree = (page: Page) => page.getByRole("navigation", { name: "Structure du jeu" });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// An item another editor has selected says so after its name ("…, sélectionné par Bob").
const zoneInTree = (page: Page, label: string) => tree(page).getByRole("treeitem", { name: new RegExp(`^${escape(label)}( ?,|$)`) });
const zoneLabels = (projectId: string) => ((storedDraft(projectId) as Stored)?.scenes ?? []).flatMap((scene) => scene.zones?.map((zone) => zone.label) ?? []);

async function renameZone(page: Page, from: string, to: string) {
  await zoneInTree(page, from).click();
  await page.getByLabel("Nom de la zone").fill(to);
}

/** A second creator, in a context of their own, added to the project as an editor. */
async function secondEditor(browser: Browser, projectId: string) {
  const context = await browser.newContext({ baseURL: SITE, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !NETWORK_ERRORS.some((e) => e.test(msg.text()))) errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const account = newAccount("coeditor");
  await register(page, account, "Créateur");
  await validate(page, account.email);
  const [user] = sql<{ id: string }>(`SELECT id FROM users WHERE username = '${account.username}'`);
  sql(`INSERT INTO project_collaborators (project_id, user_id, role) VALUES ('${projectId}', '${user!.id}', 'editor')`);
  const network = await cuttableRooms(page);
  await page.goto(`/project2D/${projectId}`);
  await refuseCookies(page);
  await expectSaved(page);
  return { page, context, account, network, errors };
}

test("two creators edit one project at once and keep every edit, through a network cut and a restart of the rooms server", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { me: alice, projectId } = await openNewProject(page, { type: "interface", title: "Atelier à deux", starter: `Démo : ${MANOR.meta.title}` });
  const bob = await secondEditor(browser, projectId);
  const bobPage = bob.page;

  // Each sees the other in the bar, and the other's pointer over the scene both have on screen.
  await expect(page.locator(`[data-testid="peer"][data-peer-name="${bob.account.username}"]`)).toHaveCount(1);
  await expect(bobPage.locator(`[data-testid="peer"][data-peer-name="${alice.username}"]`)).toHaveCount(1);
  const picture = page.getByRole("region", { name: "Zone d'édition" }).getByRole("group", { name: /^Image de la scène/ });
  await picture.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = (await picture.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.4);
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 4 });
  await expect(bobPage.locator(`[data-testid="peer-cursor"][data-peer-name="${alice.username}"]`)).toBeVisible();

  // Different zones at the same moment: both kept, everywhere.
  await Promise.all([renameZone(page, "Pendule murale", "Pendule d'Alice"), renameZone(bobPage, "Lampe d'horloger à abat-jour vert", "Lampe de Bob")]);
  for (const p of [page, bobPage]) {
    await expect(zoneInTree(p, "Pendule d'Alice")).toBeVisible();
    await expect(zoneInTree(p, "Lampe de Bob")).toBeVisible();
  }

  // The same title at the same moment: one text for both, and the one whose text was replaced is told by whom.
  for (const p of [page, bobPage]) await p.getByRole("treeitem", { name: "Réglages du jeu" }).click();
  // Each title is put in at once (fill selects the old text, then types: a remote title landing between the two, on
  // a busy machine, had the typing appended to it, an edit no person makes).
  await Promise.all([setAtOnce(page.getByLabel("Titre du jeu"), "Le titre d'Alice"), setAtOnce(bobPage.getByLabel("Titre du jeu"), "Le titre de Bob")]);
  await expect.poll(async () => {
    const [a, b] = await Promise.all([page.getByLabel("Titre du jeu").inputValue(), bobPage.getByLabel("Titre du jeu").inputValue()]);
    return a === b ? a : null;
  }, { timeout: 15_000 }).not.toBeNull();
  const title = await page.getByLabel("Titre du jeu").inputValue();
  expect(["Le titre d'Alice", "Le titre de Bob"]).toContain(title);
  const [overwritten, winner] = title === "Le titre d'Alice" ? [bobPage, alice.username] : [page, bob.account.username];
  await expect(overwritten.getByTestId("overwrite-notice")).toContainText(winner);

  // Bob loses the network and edits; Alice edits meanwhile; once Bob is back, both have both.
  await bob.network.cutNetwork();
  await expect(saveState(bobPage)).toHaveText("Hors ligne : modifications gardées");
  await renameZone(bobPage, "Tiroir entrouvert de l'établi", "Tiroir de Bob hors ligne");
  await renameZone(page, "Petit engrenage en laiton posé sur l'établi", "Engrenage d'Alice");
  await bob.network.restore();
  await expectSaved(bobPage, 30_000);
  for (const p of [page, bobPage]) {
    await expect(zoneInTree(p, "Tiroir de Bob hors ligne")).toBeVisible({ timeout: 15_000 });
    await expect(zoneInTree(p, "Engrenage d'Alice")).toBeVisible({ timeout: 15_000 });
  }

  // The rooms server stops in the middle of their edits and starts again: nothing is lost.
  await renameZone(page, "Pendule d'Alice", "Pendule avant l'arrêt");
  await rooms("stop");
  await expect(saveState(page)).toHaveText("Hors ligne : modifications gardées", { timeout: 15_000 });
  await renameZone(bobPage, "Lampe de Bob", "Lampe pendant l'arrêt");
  await renameZone(page, "Passage vers le fond de l'atelier", "Passage pendant l'arrêt");
  await rooms("start");
  await expectSaved(page, 45_000);
  await expectSaved(bobPage, 45_000);
  for (const p of [page, bobPage]) {
    for (const label of ["Pendule avant l'arrêt", "Lampe pendant l'arrêt", "Passage pendant l'arrêt"]) await expect(zoneInTree(p, label)).toBeVisible({ timeout: 15_000 });
  }
  await expect
    .poll(() => {
      const labels = zoneLabels(projectId);
      return ["Pendule avant l'arrêt", "Lampe pendant l'arrêt", "Passage pendant l'arrêt", "Tiroir de Bob hors ligne", "Engrenage d'Alice"].every((l) => labels.includes(l));
    }, { timeout: 20_000 })
    .toBe(true);
  expect((storedDraft(projectId) as Stored)?.meta.title).toBe(title);

  expect(bob.errors, "the second editor's console errors").toEqual([]);
  await bob.context.close();
});

/** A field's whole value replaced in one input event, as a paste over a selection does. */
function setAtOnce(field: Locator, value: string) {
  return field.evaluate((element, text) => {
    const input = element as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);
}
