import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { initialState, parseDefinition, reduce, sceneTargets, type Action, type GameDefinition, type GameState, type Puzzle } from "../../app/engine";
import { DEMO_GAME_IDS } from "../../app/engine/demo-games";
import locks from "../../app/i18n/messages/locks/fr";

/**
 * Plays a demo game's walkthrough through the player screens, as a person would: every engine action
 * of the walkthrough becomes the clicks (or key presses) and typing that produce it in the UI. The
 * engine runs alongside only to know which scene the player is in; the room decides everything else.
 */

export type InputMode = "pointer" | "keyboard";

export function seededGame(gameId: keyof typeof DEMO_GAME_IDS): { definition: GameDefinition; walkthrough: Action[] } {
  const parsed = parseDefinition(JSON.parse(readFileSync(`db/seed/games/${gameId}.json`, "utf8")));
  if (!parsed.ok) throw new Error(`${gameId} does not parse`);
  return { definition: parsed.definition, walkthrough: DEMO_GAME_IDS[gameId as keyof typeof DEMO_GAME_IDS].walkthrough };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** Intro, sound consent, loading: until the game's timer shows. */
export async function startGame(page: Page, path: string, options: { sound?: boolean; mode?: InputMode } = {}) {
  const press = async (name: string) => {
    const button = page.getByRole("button", { name, exact: true });
    if (options.mode === "keyboard") {
      await tabTo(page, button);
      await page.keyboard.press("Enter");
    } else {
      await button.click();
    }
  };
  await page.goto(path);
  // The cookie bar would cover the Start button on short screens.
  if (await page.getByRole("button", { name: "Refuser" }).isVisible()) await press("Refuser");
  await press("Commencer la partie");
  await press(options.sound ? "Jouer avec le son" : "Jouer sans le son");
  await expect(page.getByRole("timer").first()).toBeVisible({ timeout: 20_000 });
  await settled(page);
}

/** Until the room has answered every intent sent so far. */
export async function settled(page: Page) {
  // The game area may be gone already: the answer to the last intent can be the end screen.
  await expect(page.locator('.play-game[aria-busy="true"]')).toHaveCount(0);
  // A new 360 scene shows its hotspots once its picture is on screen; a person waits for it too.
  await expect(page.locator('.scene-panorama[data-mode="loading"]')).toHaveCount(0, { timeout: 20_000 });
}

/** Tab (forward, wrapping) until the locator holds the focus, as a keyboard user reaches a control. */
export async function tabTo(page: Page, locator: Locator, maxPresses = 200) {
  await expect(locator).toHaveCount(1);
  for (let i = 0; i < maxPresses; i++) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`not reachable with the Tab key: ${locator}`);
}

export class Player {
  private state: GameState;
  private clock = 1_000;

  constructor(
    readonly page: Page,
    readonly def: GameDefinition,
    readonly mode: InputMode,
  ) {
    this.state = reduce(def, initialState(def), { type: "start" }, this.clock).state;
  }

  async play(actions: Action[]) {
    for (const action of actions) {
      if (action.type === "start") continue;
      await this.perform(action);
      this.clock += 1_000;
      this.state = reduce(this.def, this.state, action, this.clock).state;
    }
  }

  /** Catches up with actions the room already has (a resumed session) without replaying them in the UI. */
  async fastForward(actions: Action[]) {
    for (const action of actions) {
      if (action.type === "start") continue;
      this.clock += 1_000;
      this.state = reduce(this.def, this.state, action, this.clock).state;
    }
  }

  private get scene() {
    return this.def.scenes.find((scene) => scene.id === this.state.sceneId)!;
  }

  private objectName(objectId: string) {
    return this.def.objects.find((object) => object.id === objectId)!.name;
  }

  private get button() {
    return (name: string | RegExp) => this.page.getByRole("button", { name, exact: typeof name === "string" });
  }

  /** Click, or reach with Tab and press Enter; then wait for the room's answer. */
  async activate(locator: Locator) {
    if (this.mode === "keyboard") {
      await tabTo(this.page, locator);
      await this.page.keyboard.press("Enter");
    } else if (this.scene.kind === "interface" && (await locator.evaluate((el) => !!el.closest(".scene-interface")))) {
      // Interface zones are hit-tested on the picture itself, where a mouse user clicks.
      const box = (await locator.boundingBox())!;
      await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    } else if (this.scene.kind === "360" && (await locator.evaluate((el) => !!el.closest(".scene-panorama")))) {
      await this.lookAroundFor(locator);
      await locator.click();
    } else {
      await locator.click();
    }
    await settled(this.page);
  }

  /**
   * Looks around, as a mouse user does, until the hotspot is in sight: a drag across the picture to turn,
   * then the look buttons to tilt, a full turn at each height.
   */
  private async lookAroundFor(hotspot: Locator) {
    const viewport = this.page.locator(".pano-viewport");
    const outOfSight = () => hotspot.evaluate((el) => el.hasAttribute("data-out-of-sight"));
    const turn = async () => {
      const box = (await viewport.boundingBox())!;
      // Along the top edge, where no hotspot button sits to swallow the press.
      const y = box.y + 8;
      await this.page.mouse.move(box.x + box.width * 0.7, y);
      await this.page.mouse.down();
      await this.page.mouse.move(box.x + box.width * 0.4, y, { steps: 5 });
      await this.page.mouse.up();
    };
    for (const tilt of [null, "Regarder en bas", "Regarder en bas", "Regarder en haut", "Regarder en haut", "Regarder en haut"]) {
      if (tilt) await this.page.getByRole("button", { name: tilt }).click();
      for (let step = 0; step < 16; step++) {
        if (!(await outOfSight())) return;
        await turn();
      }
    }
    throw new Error(`could not bring ${hotspot} into sight`);
  }

  /** The control that acts on a zone, hotspot or block, with or without an object in hand. */
  private targetControl(targetId: string, holding?: string): Locator {
    const target = sceneTargets(this.scene).find((candidate) => candidate.id === targetId);
    if (!target) throw new Error(`${targetId} is not in scene ${this.scene.id}`);
    const label = "label" in target ? target.label : target.kind === "image" ? target.alt : target.text;
    if (this.scene.kind === "classic") {
      const name = label.slice(0, 24);
      return this.button(holding ? new RegExp(`sur : ${escapeRegExp(name)}`) : new RegExp(`^Examiner\\s*:\\s*${escapeRegExp(name)}`));
    }
    return this.button(holding ? `Utiliser ${this.objectName(holding)} sur : ${label}` : label);
  }

  private async perform(action: Action) {
    const page = this.page;
    switch (action.type) {
      case "clickTarget":
        return this.activate(this.targetControl(action.targetId));
      case "pickObject": {
        const name = this.objectName(action.objectId);
        // A click on the place it lies in may already have taken it.
        if (await this.button(`Examiner ${name}`).count()) return;
        if (this.scene.kind === "classic") return this.activate(this.button(`Prendre : ${name}`));
        const holder = sceneTargets(this.scene).find((target) => target.objectId === action.objectId)!;
        return this.activate(this.targetControl(holder.id));
      }
      case "inspect": {
        await this.activate(this.button(`Examiner ${this.objectName(action.objectId)}`));
        const dialog = page.getByRole("dialog", { name: this.objectName(action.objectId) });
        await expect(dialog).toBeVisible();
        if (this.mode === "keyboard") await page.keyboard.press("Escape");
        else await dialog.getByRole("button", { name: "Fermer" }).first().click();
        return expect(dialog).toBeHidden();
      }
      case "combine": {
        const [first, second] = action.objectIds.map((id) => this.objectName(id));
        await this.activate(this.button(`Combiner ${first}`));
        return this.activate(this.button(`Combiner ${second} avec ${first}`));
      }
      case "useObject": {
        const take = this.button(`Utiliser ${this.objectName(action.objectId)}`);
        await this.activate(take);
        // In hand before the place is looked for: a press that did not take tells so here.
        await expect(take).toHaveAttribute("aria-pressed", "true");
        return this.activate(this.targetControl(action.targetId, action.objectId));
      }
      case "enterRoom":
        return this.activate(this.button(`Entrer ${this.def.rooms.find((room) => room.id === action.roomId)!.name}`));
      case "goToScene":
        return this.activate(this.button(`Aller : ${this.def.scenes.find((scene) => scene.id === action.sceneId)!.name}`));
      case "answer":
        return this.answer(action.puzzleId, action.value);
      case "askHint":
        return this.activate(this.button("Demander un indice").first());
      default:
        throw new Error(`no player gesture for ${action.type}`);
    }
  }

  /** Opens the puzzle where it lives (a dialog from its zone or hotspot; inline on a Classic page) and answers. */
  async answer(puzzleId: string, value: string | { login: string; password: string }, options = { close: true }) {
    const puzzle = this.def.puzzles.find((candidate) => candidate.id === puzzleId)!;
    let form: Locator;
    if (this.scene.kind === "classic") {
      form = this.page.getByRole("group", { name: puzzle.name });
    } else {
      const opener = sceneTargets(this.scene).find((target) => "puzzleId" in target && target.puzzleId === puzzleId)!;
      await this.activate(this.targetControl(opener.id));
      form = this.page.getByRole("dialog", { name: puzzle.name });
    }
    await expect(form).toBeVisible();
    await this.fill(form, puzzle, value);
    if (this.scene.kind === "classic" || !options.close) return;
    // A solved puzzle's dialog closes by itself; a wrong answer leaves it open for another try.
    if (await form.waitFor({ state: "hidden", timeout: 2_000 }).then(() => true, () => false)) return;
    if (this.mode === "keyboard") await this.page.keyboard.press("Escape");
    else await form.getByRole("button", { name: "Fermer" }).first().click();
    await expect(form).toBeHidden();
  }

  /** A symbol lock: each symbol's button pressed in order (a dial set by typing its digit), then Valider. */
  private async pressLock(form: Locator, puzzle: Puzzle, value: string) {
    const press = async (control: Locator, digit?: string) => {
      if (this.mode === "keyboard") await tabTo(this.page, control);
      else await control.click();
      if (digit !== undefined) await this.page.keyboard.type(digit);
      else if (this.mode === "keyboard") await this.page.keyboard.press("Enter");
    };
    const symbols = value.trim().split(/\s+/);
    if (puzzle.kind === "dial") {
      const digits = value.replace(/\s+/g, "").split("");
      for (const [index, digit] of digits.entries()) await press(form.getByRole("spinbutton", { name: `Molette ${index + 1} sur ${digits.length}` }), digit);
    } else {
      for (const symbol of symbols) {
        const name =
          puzzle.kind === "pattern" ? `Point ${symbol}`
          : puzzle.kind === "directional" ? locks.directions[symbol as keyof typeof locks.directions]
          : puzzle.kind === "colours" ? locks.colours[symbol as keyof typeof locks.colours]
          : locks.shapes[symbol as keyof typeof locks.shapes];
        await press(form.getByRole("button", { name, exact: true }));
      }
    }
    await press(form.getByRole("button", { name: "Valider" }));
    await settled(this.page);
  }

  private async fill(form: Locator, puzzle: Puzzle, value: string | { login: string; password: string }) {
    if (typeof value === "string" && ["directional", "colours", "shapes", "pattern", "dial"].includes(puzzle.kind)) return this.pressLock(form, puzzle, value);
    // The code field takes digits only; a walkthrough may space them to exercise the engine's normalisation.
    const typed = typeof value === "string" && puzzle.kind === "code" ? value.replace(/\D/g, "") : value;
    const fields: [Locator, string][] =
      typeof typed === "string"
        ? [[form.getByLabel(puzzle.kind === "code" ? startsWith("Code (") : puzzle.kind === "upload" ? "Code à téléverser" : "Votre réponse"), typed]]
        : [
            [form.getByLabel("Identifiant"), typed.login],
            [form.getByLabel("Mot de passe"), typed.password],
          ];
    const submit = form.getByRole("button", { name: puzzle.kind === "upload" ? "Téléverser" : "Valider" });
    if (this.mode === "keyboard") {
      for (const [field, text] of fields) {
        await tabTo(this.page, field);
        await this.page.keyboard.type(text);
      }
      await this.page.keyboard.press("Enter");
    } else {
      for (const [field, text] of fields) await field.fill(text);
      await submit.click();
    }
    await settled(this.page);
  }
}
