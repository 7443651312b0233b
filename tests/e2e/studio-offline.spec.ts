import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { rooms } from "./rooms-control";
import { expectSaved, openNewProject, saveState, storedDraft } from "./studio";

/**
 * The save pill tells the truth when the project room is out of reach while the browser still believes it
 * is online (issue 24): a socket that stopped answering, a reload while the rooms server is down. The
 * edits made meanwhile are kept and reach the room once it is back.
 */

// A stopped rooms server is the point here: the browser says so when a socket meets it.
test.use({ expectedErrors: [/WebSocket connection to .* failed|ERR_CONNECTION_REFUSED/] });

const OFFLINE = "Hors ligne : modifications gardées";
const title = (page: Page) => page.getByLabel("Titre du jeu");
const storedTitle = (projectId: string) => (storedDraft(projectId) as { meta: { title: string } } | null)?.meta.title;

test("a socket that stops answering shows offline although the browser is online, and saved once a new one has the edit", async ({ page }) => {
  test.setTimeout(120_000);
  // Between the page and the rooms server, a network that can go away without a word: the open socket goes
  // silent (nothing closes it) and new ones cannot open, while the browser still thinks it is online.
  let down = false;
  const silenced = new Set<unknown>();
  const open = new Set<unknown>();
  await page.routeWebSocket(/\/parties\/project\//, (ws) => {
    if (down) {
      void ws.close({ code: 4000, reason: "network" });
      return;
    }
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (!silenced.has(ws)) server.send(message);
    });
    server.onMessage((message) => {
      if (!silenced.has(ws)) ws.send(message);
    });
    ws.onClose(() => void server.close());
    open.add(ws);
  });
  const { projectId } = await openNewProject(page, { type: "interface", title: "Le grenier" });
  await page.getByRole("treeitem", { name: "Réglages du jeu" }).click();

  down = true;
  for (const socket of open) silenced.add(socket);
  await title(page).fill("Écrit sans réseau");
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(saveState(page)).toHaveText(OFFLINE, { timeout: 15_000 });
  // It stays so while the room is out of reach.
  await page.waitForTimeout(3_000);
  await expect(saveState(page)).toHaveText(OFFLINE);

  down = false;
  // The studio closed the silent socket; once the network is back, the next one carries the edit.
  await expectSaved(page, 30_000);
  await expect.poll(() => storedTitle(projectId), { timeout: 15_000 }).toBe("Écrit sans réseau");
});

test("a reload while the rooms server is down shows offline, keeps the edits, and saves them once it is back", async ({ page }) => {
  test.setTimeout(150_000);
  const { projectId } = await openNewProject(page, { type: "interface", title: "La cave" });
  await page.getByRole("treeitem", { name: "Réglages du jeu" }).click();
  await title(page).fill("Avant la coupure");
  await expectSaved(page);

  await rooms("stop");
  try {
    await page.reload();
    // The draft this browser kept opens; the room is out of reach, and the pill says so, not "Connecting…".
    await expect(saveState(page)).toHaveText(OFFLINE, { timeout: 20_000 });
    await page.getByRole("treeitem", { name: "Réglages du jeu" }).click();
    await expect(title(page)).toHaveValue("Avant la coupure");
    await title(page).fill("Pendant la coupure");
    await expect(saveState(page)).toHaveText(OFFLINE);
  } finally {
    await rooms("start");
  }
  await expectSaved(page, 45_000);
  await expect.poll(() => storedTitle(projectId), { timeout: 20_000 }).toBe("Pendant la coupure");
});
