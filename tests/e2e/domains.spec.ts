import { newAccount, register, validate } from "./accounts";
import { E2E } from "./config.mjs";
import { sql } from "./db";
import { expect, seriousViolations, test } from "./fixtures";

/**
 * A company's custom domain on the built worker (ADR 042): it registers a host, reads the records to create, the
 * records appear in the loopback DNS server (as the company's DNS provider would publish them), and "Vérifier
 * maintenant" verifies the host through the worker's DNS-over-HTTPS adapter; then the company removes it.
 */

// The refused address is answered 400, which the browser logs.
test.use({ expectedErrors: [/status of 400/] });

const dnsRecords = async (name: string, type: "TXT" | "CNAME", values: string[]) => {
  const res = await fetch(`http://127.0.0.1:${E2E.dns}/records`, { method: "PUT", body: JSON.stringify({ name, type, values }) });
  expect(res.status).toBe(204);
};

test("a company registers, verifies and removes its custom domain", async ({ page }) => {
  test.setTimeout(60_000);
  const company = newAccount("entreprise");
  await register(page, company, "Créateur");
  await validate(page, company.email);
  sql(`UPDATE users SET grade = 6 WHERE email = '${company.email}'`);
  const host = `jeux-${Date.now().toString(36)}.acme.test`;

  await page.goto("/account");
  await page.getByRole("navigation", { name: "Espace compte" }).getByRole("link", { name: "Domaine" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Domaine personnalisé" })).toBeVisible();
  // The page's script running: typing before hydration could be lost to it.
  await page.waitForLoadState("networkidle");

  // A refusal is said at the field, which keeps what was typed; a second one replaces the first.
  const field = page.getByLabel("Nom d'hôte");
  for (const typed of [`https://${host}/`, `${host}:8443`]) {
    await field.fill(typed);
    await page.getByRole("button", { name: "Enregistrer le domaine" }).click();
    // Answered once the button is back: the next value is typed in the form that answer gives, as a person would.
    await expect(page.getByRole("button", { name: "Enregistrer le domaine" })).toBeEnabled();
    await expect(page.getByRole("alert")).toHaveCount(1);
    await expect(page.getByRole("alert")).toContainText("sans https://");
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveValue(typed);
  }

  await field.fill(host);
  await page.getByRole("button", { name: "Enregistrer le domaine" }).click();
  await expect(page.getByRole("status")).toContainText("Domaine enregistré");
  const records = page.getByRole("table", { name: `Enregistrements DNS pour ${host}` });
  await expect(records.getByRole("row", { name: /CNAME/ })).toContainText("domains.escaplay.localhost");
  const txt = (await records.getByRole("row", { name: /TXT/ }).getByRole("cell").last().textContent())!.trim();
  expect(txt).toMatch(/^escaplay-/);
  expect(await seriousViolations(page)).toEqual([]);

  // Before the records exist the check says which one is missing.
  await page.getByRole("button", { name: "Vérifier maintenant" }).click();
  await expect(page.getByText(`L'enregistrement TXT _escaplay-challenge.${host} est introuvable`)).toBeVisible();

  await dnsRecords(`_escaplay-challenge.${host}`, "TXT", [txt]);
  await dnsRecords(host, "CNAME", ["domains.escaplay.localhost"]);
  await page.getByRole("button", { name: "Vérifier maintenant" }).click();
  await expect(page.getByRole("status")).toContainText("Domaine vérifié");
  await expect(page.getByText("Vérifié", { exact: true })).toBeVisible();
  await expect(page.getByText("Actif", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Retirer ce domaine" }).click();
  await expect(page.getByRole("status")).toContainText("Domaine retiré");
  await expect(page.getByText(host)).toHaveCount(0);
  expect(sql<{ status: string }>(`SELECT status FROM company_domains WHERE host = '${host}'`)).toEqual([{ status: "removed" }]);
});
