import { expect, type Browser, type Page } from "@playwright/test";
import { newAccount, register, validate } from "./accounts";
import { staffStatements } from "../../scripts/staff-sql.mjs";
import { sql } from "./db";
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

/**
 * What `npm run staff -- <name> --role admin` writes (the same statements, scripts/staff-sql.mjs), sent through the
 * site's own runtime: the script's own `wrangler d1 execute` would open the database file beside the running site,
 * whose queries then fail while it writes (tests/ship/staff-script.test.ts runs the script itself).
 */
export function makeAdmin(username: string) {
  const rows = staffStatements({ name: username, role: "admin", on: true, reason: "Équipe e2e" }).map((statement) => sql<{ username: string; role: string }>(statement)).at(-1);
  expect(rows).toEqual([{ username, role: "admin" }]);
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
