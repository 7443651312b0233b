import type { Locator, Page } from "@playwright/test";
import { expect, seriousViolations, test } from "./fixtures";
import { Player, seededGame, settled, startGame } from "./play-driver";

/**
 * How 2D and Classic play feels to a new player, on a desktop screen: what leaves the scene, what a
 * picture must not give away, what the end screen says, where the game's news shows, what a pause
 * hides, and how a newly opened room is offered.
 */

test.use({ expectedErrors: [/GPU stall due to ReadPixels/] });
test.describe.configure({ timeout: 120_000 });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
const gearZone = (page: Page) => page.getByRole("button", { name: "Petit engrenage en laiton posé sur l'établi", exact: true });

test("a picked-up object leaves the 2D scene, drawn and clickable, and stays gone after a reload", async ({ page }) => {
  const { definition } = seededGame("manoir-horloger");
  await startGame(page, "/play2D/manoir-horloger");
  const layer = page.locator(".scene-layer");
  // The gear is drawn over the picture by the renderer, apart from the room around it.
  await expect(layer).toHaveAttribute("data-lying", "petit-engrenage");
  const spot = await boxOf(gearZone(page));

  await new Player(page, definition, "pointer").play([{ type: "pickObject", objectId: "petit-engrenage" }]);
  await expect(page.getByRole("button", { name: "Utiliser Petit engrenage" })).toBeVisible();
  await expect(gearZone(page)).toHaveCount(0);
  await expect(layer).toHaveAttribute("data-lying", "");

  // A click where it lay finds nothing there any more, and the game does not answer "nothing happens".
  await page.mouse.click(spot.x + spot.width / 2, spot.y + spot.height / 2);
  await settled(page);
  await expect(page.getByRole("log", { name: "Messages du jeu" })).not.toContainText("Rien ne se passe.");

  await page.reload();
  await page.getByRole("button", { name: "Reprendre ma partie" }).click();
  await page.getByRole("button", { name: "Jouer sans le son" }).click();
  await expect(page.getByRole("button", { name: "Utiliser Petit engrenage" })).toBeVisible({ timeout: 20_000 });
  await settled(page);
  await expect(page.locator(".scene-layer")).toHaveAttribute("data-lying", "");
  await expect(gearZone(page)).toHaveCount(0);
});

test("the pointer turns into an arrow over a way to another scene, and stays a hand over the rest", async ({ page, request }) => {
  await startGame(page, "/play2D/manoir-horloger");
  const frame = page.locator(".scene-frame");
  const hover = async (name: string) => {
    const box = await boxOf(page.getByRole("button", { name, exact: true }));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  };
  await hover("Passage vers le fond de l'atelier");
  await expect(frame).toHaveCSS("cursor", /\/cursors\/right\.svg.* 16 16, pointer$/);
  await hover("Lampe d'horloger à abat-jour vert");
  await expect(frame).toHaveCSS("cursor", "pointer");
  const arrow = await request.get("/cursors/right.svg");
  expect(arrow.ok()).toBe(true);
  expect(arrow.headers()["content-type"]).toContain("image/svg+xml");
});

test("the Manoir's stopped clock does not show the safe's code before it is repaired", async ({ page }) => {
  const svg = await (await page.request.get("/demo/manoir-horloger/etabli.svg")).text();
  // The clock's hands start at its centre (1232, 232): both must stand on XII, straight up.
  const hands = [...svg.matchAll(/M1232 232L(\d+) (\d+)/g)].map(([, x, y]) => ({ dx: Number(x) - 1232, dy: Number(y) - 232 }));
  expect(hands).toHaveLength(2);
  for (const hand of hands) expect(hand.dx === 0 && hand.dy < 0, `a hand points to ${JSON.stringify(hand)}`).toBe(true);

  const { definition } = seededGame("manoir-horloger");
  await startGame(page, "/play2D/manoir-horloger");
  await new Player(page, definition, "pointer").play([{ type: "clickTarget", targetId: "pendule" }]);
  await expect(page.locator(".play-toast").first()).toContainText("ses deux aiguilles sur le XII");
});

test("the win screen tells how the story ends", async ({ page }) => {
  const { definition, walkthrough } = seededGame("crypte-oubliee");
  await startGame(page, "/play2D/crypte-oubliee");
  await new Player(page, definition, "pointer").play(walkthrough);
  await expect(page.getByRole("heading", { level: 1, name: /Bravo/ })).toBeVisible();
  const story = page.getByRole("region", { name: "Le dénouement" });
  await expect(story).toContainText("Vous sortez à l'air libre au moment où l'aube se lève.");
  expect(await seriousViolations(page)).toEqual([]);
});

test("a burst of news shows two toasts at a time, clear of the side panels, and every line is still read out", async ({ page }) => {
  const { definition } = seededGame("manoir-horloger");
  await startGame(page, "/play2D/manoir-horloger");
  const player = new Player(page, definition, "pointer");
  // The drawer gives a note and a message; the lamp and the clock say something too: four lines at once.
  await player.play([
    { type: "clickTarget", targetId: "tiroir" },
    { type: "clickTarget", targetId: "lampe" },
    { type: "clickTarget", targetId: "pendule" },
  ]);
  const toasts = page.locator(".play-toast");
  await expect(toasts).toHaveCount(2);
  const side = await boxOf(page.getByRole("complementary"));
  for (const toast of await toasts.all()) expect(overlaps(await boxOf(toast), side)).toBe(false);
  const log = page.getByRole("log", { name: "Messages du jeu" });
  await expect(log).toContainText("Objet obtenu : Billet plié");
  await expect(log).toContainText("La pendule est arrêtée");
  // The ones waiting get their turn as the first go.
  await toasts.first().getByRole("button", { name: "Masquer ce message" }).click();
  await expect(toasts).toHaveCount(2);
  await expect(page.locator(".play-toasts")).toContainText(/Une lampe d'horloger|La pendule est arrêtée/);
});

test("while paused the scene is blurred and out of reach behind the pause dialog", async ({ page }) => {
  await startGame(page, "/play2D/manoir-horloger");
  const body = page.locator(".play-body");
  await page.getByRole("button", { name: "Pause" }).click();
  const dialog = page.getByRole("dialog", { name: "Partie en pause" });
  await expect(dialog).toBeVisible();
  await expect.poll(() => body.evaluate((element: HTMLElement) => [element.inert, getComputedStyle(element).filter.includes("blur")])).toEqual([true, true]);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Reprendre la partie" }).click();
  await settled(page);
  await expect.poll(() => body.evaluate((element: HTMLElement) => [element.inert, getComputedStyle(element).filter])).toEqual([false, "none"]);
});

test("a Classic room that opens is announced with a way in, on the page and in the rooms list", async ({ page }) => {
  const { definition, walkthrough } = seededGame("labo-volta");
  await startGame(page, "/play/labo-volta");
  const player = new Player(page, definition, "pointer");
  await player.play(walkthrough.slice(0, walkthrough.findIndex((action) => action.type === "enterRoom")));
  const stage = page.locator(".play-stage");
  await expect(stage.getByText("Une nouvelle salle est ouverte : La réserve de chimie")).toBeVisible();
  const rooms = page.getByRole("region", { name: "Salles" });
  await expect(rooms.getByText("nouvelle")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await stage.getByRole("button", { name: "Entrer : La réserve de chimie" }).click();
  await settled(page);
  await expect(page.getByRole("heading", { level: 2, name: "La réserve de chimie" })).toBeVisible();
  await expect(stage.getByText("Une nouvelle salle est ouverte")).toHaveCount(0);
  await expect(rooms.getByText("nouvelle")).toHaveCount(0);
});
