import { parseDefinition, type GameDefinition } from "../../app/engine";
import { expect, seriousViolations, test } from "./fixtures";
import { toneWav } from "./files";
import { Player, settled } from "./play-driver";
import { expectSaved, openNewProject, storedDraft } from "./studio";

/**
 * Issue 27, sound: a creator gives an Interface game its ambient music and a recording for "lock opened" with a
 * caption; test-playing, nothing sounds before the sound question is answered, the music plays after it, the lock's
 * recording plays when the safe opens and its caption is written in the journal, and muting in the options stops the music.
 */

test.describe.configure({ timeout: 180_000 });

type Played = { __played?: string[] };

test("a creator adds music and a lock-opened sound with its caption; the test-play honours the sound question and the mute", async ({ page, consoleErrors }) => {
  // Every recording the page starts, in order: short effects leave the page once they end.
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      ((window as Played).__played ??= []).push(this.currentSrc || this.src);
      return play.call(this);
    };
  });
  const { projectId } = await openNewProject(page, { type: "interface", title: "Manoir sonore", starter: "Démo : Le manoir de l'horloger" });
  await page.getByRole("navigation", { name: "Structure du jeu" }).getByRole("treeitem", { name: "Réglages du jeu" }).click();

  const sound = page.getByRole("group", { name: "Son et musique" });
  await sound.getByLabel("Musique d'ambiance du jeu").selectOption({ label: "Un fichier son du projet" });
  const musicChooser = page.waitForEvent("filechooser");
  await sound.getByRole("button", { name: "Envoyer un fichier" }).first().click();
  await (await musicChooser).setFiles({ name: "ambiance.wav", mimeType: "audio/wav", buffer: toneWav(20, 220) });
  await expect(sound.getByLabel("Fichier de la musique")).toHaveValue(/\/files\/.*\.wav$/, { timeout: 20_000 });
  await sound.getByLabel("Volume de la musique (0 à 100)").fill("80");

  const lock = sound.getByRole("group", { name: "Cadenas ouvert (énigme résolue)" });
  const clickChooser = page.waitForEvent("filechooser");
  await lock.getByRole("button", { name: "Envoyer un fichier" }).click();
  await (await clickChooser).setFiles({ name: "declic.wav", mimeType: "audio/wav", buffer: toneWav(3, 880) });
  await expect(lock.getByLabel("Fichier son")).toHaveValue(/\/files\/.*\.wav$/, { timeout: 20_000 });
  await lock.getByLabel("Sous-titre").fill("Le coffre s'ouvre avec un déclic métallique");
  expect(await seriousViolations(page)).toEqual([]);
  await expectSaved(page);

  // Kept in the draft as the definition has it, and the game still parses.
  await expect.poll(() => (storedDraft(projectId) as { sound?: { effects?: unknown } } | null)?.sound?.effects, { timeout: 15_000 }).toEqual({
    puzzleSolved: { src: expect.stringMatching(/\.wav$/), caption: "Le coffre s'ouvre avec un déclic métallique" },
  });
  const parsed = parseDefinition(storedDraft(projectId));
  if (!parsed.ok) throw new Error(`the stored draft does not parse: ${JSON.stringify(parsed.issues)}`);
  const definition: GameDefinition = parsed.definition;
  expect(definition.sound).toMatchObject({ volume: 80, loop: true, music: expect.stringMatching(/\.wav$/) });
  const music = definition.sound!.music!;
  const click = definition.sound!.effects!.puzzleSolved!.src;

  await page.getByRole("link", { name: "Tester le jeu" }).click();
  await expect(page).toHaveURL(/\/playTest2D\/[^/]+$/);
  await page.getByRole("button", { name: "Commencer la partie", exact: true }).click();
  await expect(page.getByText("Ce jeu a une musique d'ambiance et des effets sonores.")).toBeVisible();
  // Nothing has sounded before the player's answer.
  expect(await page.evaluate(() => (window as Played).__played ?? [])).toEqual([]);
  await expect(page.locator("audio[data-sound]")).toHaveCount(0);
  await page.getByRole("button", { name: "Jouer avec le son", exact: true }).click();
  await expect(page.getByRole("timer").first()).toBeVisible({ timeout: 20_000 });
  await settled(page);

  const ambient = page.locator('audio[data-sound="ambient"]');
  await expect(ambient).toHaveCount(1);
  await expect.poll(() => ambient.evaluate((audio: HTMLAudioElement) => ({ src: new URL(audio.src).pathname, playing: !audio.paused && audio.currentTime > 0, loop: audio.loop })), { timeout: 15_000 }).toEqual({
    src: music,
    playing: true,
    loop: true,
  });

  // The safe in the back of the workshop opens with its code: its recording plays, its caption is in the journal.
  const player = new Player(page, definition, "pointer");
  await player.play([{ type: "clickTarget", targetId: "passage-fond" }]);
  await player.answer("code-coffre", "7391");
  await expect.poll(() => page.evaluate(() => ((window as Played).__played ?? []).map((src) => new URL(src).pathname))).toContain(click);
  const journal = page.getByRole("region", { name: "Journal" });
  await expect(journal.getByText("Son : Le coffre s'ouvre avec un déclic métallique")).toBeVisible();
  // Moving within the same music keeps it playing, never restarted.
  await expect(ambient).toHaveCount(1);
  expect(await ambient.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);

  // Muted in the options: the music stops.
  await page.getByRole("button", { name: "Options" }).click();
  const options = page.getByRole("dialog", { name: "Options" });
  await options.getByLabel("Couper tout le son").check();
  await expect.poll(() => ambient.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  // Back on: it plays again.
  await options.getByLabel("Couper tout le son").uncheck();
  await expect.poll(() => ambient.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);

  // Test-play's loader may be slow on a busy machine: Chromium then calls the play stylesheets' preload unused.
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (/\/assets\/(play|renderers)-[\w-]+\.css was preloaded using link preload but not used/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
});
