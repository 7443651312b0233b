import { execFileSync } from "node:child_process";
import { expect, type Browser, type Page } from "@playwright/test";
import { newAccount, register, validate } from "./accounts";
import { E2E } from "./config.mjs";
import { refuseCookies } from "./cookie-bar";

/** People of the back-office specs (ADR 038): a verified account in a browser of its own, and an admin made by the operators' script. */

export async function verifiedAccount(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const me = newAccount(prefix);
  await register(page, me);
  await validate(page, me.email);
  await refuseCookies(page);
  return { page, me };
}

/** What an operator types: `npm run staff -- <name> --role admin`, on the end-to-end site's own state. */
export function makeAdmin(username: string) {
  const out = execFileSync("node", ["scripts/staff.mjs", username, "--role", "admin", "--reason", "Équipe e2e", "--persist-to", E2E.state], {
    encoding: "utf8",
    env: { ...process.env, CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false", CI: "true", FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  expect(out).toContain(`${username} is an admin.`);
}

/** A new admin, in the back office: from the account menu, as staff reach it. */
export async function adminInBackOffice(browser: Browser): Promise<Page> {
  const staff = await verifiedAccount(browser, "admin");
  makeAdmin(staff.me.username);
  const { page } = staff;
  // The role shows from the next page on.
  await page.goto("/");
  await page.getByRole("button", { name: /menu du compte/i }).click();
  await page.getByRole("link", { name: "Administration" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
  return page;
}
