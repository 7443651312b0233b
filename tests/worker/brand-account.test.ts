import { describe, expect, it } from "vitest";
import { get } from "./http";
import { brandForm, brandRow, brandText, COMPANY, open, saveBrand, signedIn, visibleText } from "./brand-fixtures";
import { create } from "./projects-fixtures";
import { keyOf, png, uploaded } from "./project-files-fixtures";

/** /account/brand (ADR 041): only a Company account sets a brand; colours must pass WCAG AA. */

describe("the brand of a Company account", () => {
  it("is saved, then shown again in the form", async () => {
    const company = await signedIn(COMPANY);
    const res = await saveBrand(company, brandForm({ supportEmail: "aide@acme.test", primaryColor: "#0B3D91" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account/brand?saved=1");
    expect(await brandRow(company.id)).toMatchObject({ name: "Acme Jeux", primary_color: "#0b3d91", accent_color: "#ffb000", support_email: "aide@acme.test", logo_key: null });
    const html = await (await open("/account/brand?saved=1", company.cookie)).text();
    expect(visibleText(html)).toContain(brandText("account.brand.saved"));
    expect(html).toMatch(/id="brand-name"[^>]*value="Acme Jeux"/);
  });

  it("takes as logo an image of the account's own projects, never another account's file", async () => {
    const company = await signedIn(COMPANY);
    const project = await create(company, "Vitrine", "interface");
    const logo = await uploaded(company, project.id, "logo.png", png(200, 80));
    const other = await signedIn(COMPANY);
    const theirs = await uploaded(other, (await create(other, "Ailleurs", "interface")).id, "leur-logo.png", png(200, 80));

    const refused = await saveBrand(company, brandForm({ logoKey: keyOf(theirs.url) }));
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain(brandText("account.brand.errors.logo"));
    expect(await brandRow(company.id)).toBeNull();

    expect((await saveBrand(company, brandForm({ logoKey: keyOf(logo.url) }))).status).toBe(302);
    expect((await brandRow(company.id))?.logo_key).toBe(keyOf(logo.url));
  });

  it("refuses an accent too close to the game's dark background, says the ratio, and keeps what was typed", async () => {
    const company = await signedIn(COMPANY);
    const res = await saveBrand(company, brandForm({ name: "Brume & Cie", accentColor: "#2a2550" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(visibleText(html)).toContain(brandText("account.brand.errors.accentContrast", { ratio: "1.29" }));
    expect(html).toMatch(/id="brand-name"[^>]*value="Brume &amp; Cie"/);
    expect(html).toMatch(/id="brand-accentColor"[^>]*value="#2a2550"/);
    expect(await brandRow(company.id)).toBeNull();
  });

  it("refuses a colour that is not #rrggbb and a malformed support address, each on its field", async () => {
    const company = await signedIn(COMPANY);
    const text = visibleText(await (await saveBrand(company, brandForm({ primaryColor: "bleu", supportEmail: "pas-une-adresse" }))).text());
    expect(text).toContain(brandText("account.brand.errors.color"));
    expect(text).toContain(brandText("account.brand.errors.email"));
    expect(await brandRow(company.id)).toBeNull();
  });
});

describe("any other account", () => {
  it("sees what the Company plan brings, and its posts are refused (403) and store nothing", async () => {
    for (const grade of [0, 1, 3, 4, 5]) {
      const person = await signedIn(grade);
      const page = visibleText(await (await open("/account/brand", person.cookie)).text());
      if (grade > 0) expect(page, `grade ${grade}`).toContain(brandText("account.brand.needsCompany"));
      expect((await saveBrand(person, brandForm())).status, `grade ${grade}`).toBe(403);
      expect(await brandRow(person.id)).toBeNull();
    }
  });

  it("logged out, is sent to log in", async () => {
    const res = await get("/account/brand");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toContain("/connect");
  });
});
