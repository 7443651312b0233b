import { expect, test } from "./fixtures";

// The game server answers an unknown code with 404 and the no-JavaScript form with 400: the browser logs both.
test.use({ expectedErrors: [/status of 40[04]/] });

test("an invalid game code typed in the top bar's dialog is refused by the game server", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Entrer un code" }).click();
  const dialog = page.getByRole("dialog", { name: "Rejoindre une partie" });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel("Code de la partie");
  await expect(field).toBeFocused();
  await field.fill("987654");
  await dialog.getByRole("button", { name: "Rejoindre" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Votre code n'est pas valide");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the /code page asks the game server from the backend and shows the same message", async ({ page }) => {
    await page.goto("/code");
    await page.getByLabel("Code de la partie").fill("123");
    await page.getByRole("button", { name: "Rejoindre" }).click();
    await expect(page.getByRole("alert")).toHaveText("Votre code n'est pas valide");
  });
});
