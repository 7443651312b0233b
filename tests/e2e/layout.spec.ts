import { expect, test } from "./fixtures";

test.describe("on a 375 px wide phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("visitors open the side drawer, move through it by keyboard and follow a link", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Navigation principale" }).first()).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Ouvrir le menu" });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Navigation principale" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Une entreprise" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Deutsch" })).toBeVisible();
    // The drawer is modal: Escape closes it and focus returns to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await drawer.getByRole("link", { name: "Jouer" }).click();
    await expect(page).toHaveURL(/\/escape$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tous les escape games" })).toBeVisible();
    await expect(drawer).toBeHidden();
  });
});

test("the 'You are' menu opens, lists the four audiences and closes with Escape", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Vous êtes" });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  for (const name of ["Une entreprise", "Enseignant ou association", "Créateur de jeux", "Joueur"]) {
    await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
});

test.describe("the 404 page", () => {
  test.use({ expectedErrors: [/status of 404/] });

  test("offers a way home and a way back", async ({ page }) => {
  await page.goto("/escape");
  await page.goto("/this-page-does-not-exist");
  await expect(page.getByRole("heading", { level: 1, name: "Cette page est introuvable" })).toBeVisible();
  await expect(page.getByRole("img", { name: /porte fermée/ })).toBeVisible();
  await page.getByRole("link", { name: "Revenir en arrière" }).click();
  await expect(page).toHaveURL(/\/escape$/);
  await page.goto("/this-page-does-not-exist");
  await page.getByRole("link", { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("escape games");
  });
});

test("switching language shows the site in that language and remembers it", async ({ page, context }) => {
  await page.goto("/escape");
  await page.getByRole("navigation", { name: "Langue du site" }).first().getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/escape$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: "Alle Escape Games" })).toBeVisible();
  await expect(page).toHaveTitle("Alle Escape Games · Escaplay Deutschland");
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "_lang")?.value).toBe("de");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});
