import { expect, type Page } from "@playwright/test";
import { parseDefinition, type GameDefinition } from "../../app/engine";
import { newAccount, register, validate } from "./accounts";
import { refuseCookies } from "./cookie-bar";
import { sql } from "./db";
import { seriousViolations } from "./fixtures";
import { settled } from "./play-driver";

/** The studio as the end-to-end specs drive it: a new creator, a project, its editor, its save state. */

const TYPE_LABEL = { interface: "Interface 2D", "360": "360", classic: "Classique" } as const;
const PREFIX = { interface: "/project2D", "360": "/project360", classic: "/project" } as const;

/** Registers and validates a new creator, creates a project (blank, or `starter`: the option's label) and opens its editor. */
export async function openNewProject(page: Page, options: { type: keyof typeof PREFIX; title: string; starter?: string }) {
  const me = newAccount("creator");
  await register(page, me, "Créateur");
  await validate(page, me.email);
  await page.goto(PREFIX[options.type]);
  await refuseCookies(page);
  if (options.type === "classic") await page.getByLabel("Type de jeu").selectOption({ label: TYPE_LABEL.classic });
  await page.getByLabel("Point de départ").selectOption({ label: options.starter ?? "Projet vierge" });
  await page.getByLabel("Titre du projet").fill(options.title);
  await page.getByRole("button", { name: "Créer le projet" }).click();
  // The new project opens in its editor (the action redirects there): its chunks may take a while on a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: options.title })).toBeVisible({ timeout: 30_000 });
  await expectSaved(page);
  const projectId = new URL(page.url()).pathname.split("/")[2]!;
  return { me, projectId };
}

export const saveState = (page: Page) => page.locator(".studio-save");

export async function expectSaved(page: Page, timeout = 15_000) {
  await expect(saveState(page)).toHaveText("Enregistré", { timeout });
}

/** The draft's JSON as the backend keeps it (the room sends it a moment after the edits settle). */
export function storedDraft(projectId: string): unknown {
  const rows = sql<{ draft: string | null }>(`SELECT draft FROM projects WHERE id = '${projectId}'`);
  return rows[0]?.draft ? JSON.parse(rows[0].draft) : null;
}

/**
 * The editor says the game is ready (no problem, saved, no serious accessibility fault), and the backend's copy of
 * the draft, the game a room will run, parses: returned as the engine reads it.
 */
export async function readyGame(page: Page, projectId: string): Promise<GameDefinition> {
  await expect(page.getByText("Aucun problème : le jeu peut être testé et publié.")).toBeVisible();
  await expectSaved(page);
  expect(await seriousViolations(page)).toEqual([]);
  await expect.poll(() => parseDefinition(storedDraft(projectId)).ok, { timeout: 15_000 }).toBe(true);
  const parsed = parseDefinition(storedDraft(projectId));
  if (!parsed.ok) throw new Error("the stored draft does not parse");
  return parsed.definition;
}

/**
 * Cuts the project room's sockets, as a lost network would, and keeps new ones from opening until
 * `restore`; HTTP goes offline with them. Playwright's offline mode alone leaves open sockets alive.
 */
export async function cuttableRooms(page: Page) {
  let cut = false;
  const open = new Set<{ close: (options?: { code?: number; reason?: string }) => Promise<void> }>();
  await page.routeWebSocket(/\/parties\/project\//, (ws) => {
    if (cut) {
      void ws.close({ code: 4000, reason: "network" });
      return;
    }
    const server = ws.connectToServer();
    open.add(ws);
    ws.onClose(() => {
      open.delete(ws);
      void server.close();
    });
  });
  return {
    async cutNetwork() {
      cut = true;
      await page.context().setOffline(true);
      for (const ws of [...open]) await ws.close({ code: 4000, reason: "network" });
    },
    async restore() {
      cut = false;
      await page.context().setOffline(false);
    },
  };
}

/** Test-play reached as a creator does, by a click from the editor (client-side navigation), up to the game's timer. */
export async function testPlayFromEditor(page: Page) {
  await page.getByRole("link", { name: "Tester le jeu" }).click();
  await expect(page).toHaveURL(/\/playTest(2D|360)?\/[^/]+$/);
  await page.getByRole("button", { name: "Commencer la partie", exact: true }).click();
  await page.getByRole("button", { name: "Jouer sans le son", exact: true }).click();
  await expect(page.getByRole("timer").first()).toBeVisible({ timeout: 20_000 });
  await settled(page);
}
