import { accountMenuButton, newAccount, register, validate } from "./accounts";
import { expect, seriousViolations, test } from "./fixtures";

for (const path of ["/", "/escape", "/plans", "/connect", "/join", "/reset", "/no-such-page"]) {
  test.describe(path, () => {
    test.use({ expectedErrors: path === "/no-such-page" ? [/status of 404/] : [] });

    test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test("the drawer and the cookie bar pass the same check on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the account screens pass the check: validation, the open account menu, the account page", async ({ page }) => {
  const me = newAccount("a11y");
  await register(page, me);
  expect(await seriousViolations(page), "validation screen").toEqual([]);
  await validate(page, me.email);
  await accountMenuButton(page).click();
  expect(await seriousViolations(page), "account menu").toEqual([]);
  for (const path of ["/account", "/account?tab=subscription", "/account/mail", "/account/invoices", "/account/referral"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
