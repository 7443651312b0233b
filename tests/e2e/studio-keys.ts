import { expect, type Locator, type Page } from "@playwright/test";
import { tabTo } from "./play-driver";

/**
 * The studio driven by the keyboard alone, as a person who does not use a mouse: every control is
 * reached with Tab, pressed with Enter, typed into, and a list's option chosen with the arrow keys.
 */

export async function press(page: Page, control: Locator) {
  await tabTo(page, control);
  await page.keyboard.press("Enter");
}

export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** A closed list's option, chosen with the arrow keys (as Chromium does on Linux and Windows). */
export async function choose(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  const labels = await select.locator("option").allTextContents();
  const wanted = labels.findIndex((text) => text.trim() === label);
  if (wanted < 0) throw new Error(`no option "${label}" in ${select}: ${labels.join(", ")}`);
  const current = await select.evaluate((element) => (element as unknown as HTMLSelectElement).selectedIndex);
  const key = wanted > current ? "ArrowDown" : "ArrowUp";
  for (let i = 0; i < Math.abs(wanted - current); i++) await page.keyboard.press(key);
  await expect(select.locator("option:checked")).toHaveText(label);
}

/** A file given to the chooser that the upload button opens with Enter. */
export async function uploadWith(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await press(page, button);
  await (await chooser).setFiles(file);
}

/**
 * An item of the project's tree opened as a keyboard user does (WAI-ARIA tree, one tab stop): Tab into
 * the tree, Home, ↓ until the item, Enter.
 */
export async function openInTree(page: Page, item: Locator) {
  await expect(item).toHaveCount(1);
  await tabTo(page, page.locator('[role="tree"] [role="treeitem"][tabindex="0"]'));
  await page.keyboard.press("Home");
  for (let i = 0; i < 300; i++) {
    if (await item.evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press("Enter");
      await expect(item).toHaveAttribute("aria-selected", "true");
      return;
    }
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`not reachable with the arrow keys in the tree: ${item}`);
}
