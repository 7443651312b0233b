import type { Page } from "@playwright/test";
import { refuseCookies } from "./cookie-bar";
import { expect, seriousViolations, test } from "./fixtures";
import { adminInBackOffice } from "./staff";

/**
 * Writing the blog (issue 28, ADR 051): staff write and publish a post in French and one in German from the back
 * office; a visitor reads each on the blog of its language, with the markdown rendered and the HTML typed in the
 * post shown as text.
 */

async function writePost(page: Page, post: { id: string; language: string; category: string; title: string; excerpt: string; body: string }) {
  await page.getByRole("link", { name: "Écrire un article" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nouvel article" })).toBeVisible();
  await page.getByLabel("Adresse de l'article").fill(post.id);
  await page.getByLabel("Langue", { exact: true }).selectOption({ label: post.language });
  await page.getByLabel("Catégorie", { exact: true }).selectOption({ label: post.category });
  await page.getByLabel("Titre", { exact: true }).fill(post.title);
  await page.getByLabel("Chapô").fill(post.excerpt);
  await page.getByLabel("Texte (markdown)").fill(post.body);
  await page.getByRole("button", { name: "Publier maintenant" }).click();
  const done = page.getByRole("status");
  await expect(done).toHaveText("Article publié : il est en ligne.");
  await expect(done).toBeFocused();
  await expect(page.getByRole("heading", { level: 1, name: `Modifier « ${post.title} »` })).toBeVisible();
}

test("staff write and publish a post in French and one in German, which a visitor reads in both languages", async ({ browser }) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const staff = await adminInBackOffice(browser);
  await staff.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Blog" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Articles du blog" })).toBeVisible();

  // A form sent empty comes back with its errors next to the fields and the first one focused.
  await staff.getByRole("link", { name: "Écrire un article" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Nouvel article" })).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.getByRole("button", { name: "Publier maintenant" }).click();
  await expect(staff.getByLabel("Adresse de l'article")).toBeFocused();
  await expect(staff.getByLabel("Adresse de l'article")).toHaveAccessibleDescription(/L'adresse doit contenir des lettres minuscules/);
  await expect(staff.getByLabel("Titre", { exact: true })).toHaveAccessibleDescription("Le titre est obligatoire (140 caractères au plus).");

  // The preview shows the markdown as readers will see it, and saves nothing.
  await staff.getByLabel("Titre", { exact: true }).fill("Aperçu seulement");
  await staff.getByLabel("Texte (markdown)").fill("## Un intertitre\n\nDu **gras**.");
  await staff.getByRole("button", { name: "Aperçu" }).click();
  const preview = staff.getByRole("region", { name: "Aperçu" });
  await expect(preview.getByRole("heading", { level: 2, name: "Un intertitre" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("gras");
  await expect(staff.getByLabel("Texte (markdown)")).toHaveValue("## Un intertitre\n\nDu **gras**.");
  await staff.getByRole("link", { name: "Retour aux articles" }).click();

  const french = {
    id: `enigmes-de-noel-${suffix}`,
    language: "Français",
    category: "Idées",
    title: `Trois énigmes pour Noël ${suffix}`,
    excerpt: "Des cadenas, des indices et une guirlande.",
    body: "## Le calendrier piégé\n\nChaque case cache un **chiffre** du code.\n\n<script>alert('noël')</script>\n\n[Voir les jeux](/escape)",
  };
  await writePost(staff, french);
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.getByRole("link", { name: "Retour aux articles" }).click();
  const german = {
    id: `raetsel-zu-weihnachten-${suffix}`,
    language: "Allemand",
    category: "Idées",
    title: `Drei Rätsel für Weihnachten ${suffix}`,
    excerpt: "Schlösser, Hinweise und eine Girlande.",
    body: "## Der verflixte Kalender\n\nJedes Türchen verbirgt eine *Ziffer* des Codes.",
  };
  await writePost(staff, german);
  await staff.getByRole("link", { name: "Retour aux articles" }).click();
  // The list's own filter, once the list is there (the editor left behind has a "Langue" field too).
  const filters = staff.getByRole("form", { name: "Filtrer les articles" });
  await filters.getByLabel("Langue", { exact: true }).selectOption({ label: "Allemand" });
  await filters.getByRole("button", { name: "Filtrer" }).click();
  await expect(staff).toHaveURL(/[?&]language=de(&|$)/);
  const list = staff.getByRole("table", { name: /articles, le plus récemment modifié en premier/ });
  await expect(list.getByRole("row", { name: new RegExp(german.title) })).toContainText("Publié");
  await expect(list.getByRole("link", { name: french.title })).toHaveCount(0);

  // A visitor, in a browser of their own, reads the French post on the French blog.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto("/blog");
  await refuseCookies(visitor);
  await expect(visitor.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
  await expect(visitor.getByRole("link", { name: german.title })).toHaveCount(0);
  await visitor.getByRole("link", { name: french.title }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: french.title })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: "Le calendrier piégé" })).toBeVisible();
  await expect(visitor.locator("article strong")).toHaveText("chiffre");
  // The HTML typed in the post is text on the page.
  await expect(visitor.getByText("<script>alert('noël')</script>")).toBeVisible();
  await expect(visitor.locator("article script")).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: "Voir les jeux" })).toHaveAttribute("href", "/escape");
  expect(await seriousViolations(visitor)).toEqual([]);

  // The same visitor switches to German: the German blog lists the German post.
  await visitor.goto("/resources/locale?to=de&r=/blog");
  await expect(visitor.locator("html")).toHaveAttribute("lang", "de");
  await expect(visitor.getByRole("link", { name: french.title })).toHaveCount(0);
  await visitor.getByRole("link", { name: german.title }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: german.title })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: "Der verflixte Kalender" })).toBeVisible();
  await expect(visitor.locator("article em")).toHaveText("Ziffer");

  // Its feed has the German post too.
  const feed = await visitor.request.get("/blog/rss.xml");
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  expect(await feed.text()).toContain(`<title>${german.title}</title>`);
  await visitorContext.close();
});
