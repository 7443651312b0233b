import type { Browser } from "@playwright/test";
import { newAccount, register, validate } from "./accounts";
import { SITE } from "./config.mjs";
import { sql } from "./db";

/** A second creator in a browser context of their own, added as an editor to each of `projectIds`. */
export async function coeditor(browser: Browser, projectIds: string[], viewport = { width: 1366, height: 768 }) {
  const context = await browser.newContext({ baseURL: SITE, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const account = newAccount("coeditor");
  await register(page, account, "Créateur");
  await validate(page, account.email);
  const [user] = sql<{ id: string }>(`SELECT id FROM users WHERE username = '${account.username}'`);
  for (const id of projectIds) sql(`INSERT INTO project_collaborators (project_id, user_id, role) VALUES ('${id}', '${user!.id}', 'editor')`);
  return { page, context, account, errors };
}
