import { refuseCookies } from "./cookie-bar";
import { expect, seriousViolations, test } from "./fixtures";

/**
 * /un-an says only what is true today: the platform opened with its first release on 9 March 2026, so
 * until 9 March 2027 the page counts down to its first anniversary instead of celebrating one.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_ANNIVERSARY = Date.UTC(2027, 2, 9);
const daysLeft = () => Math.max(0, Math.round((FIRST_ANNIVERSARY - Math.floor(Date.now() / DAY_MS) * DAY_MS) / DAY_MS));

test("/un-an counts down to the first anniversary until its day, and lists only the releases published", async ({ page }) => {
  await page.goto("/un-an");
  await refuseCookies(page);
  const days = daysLeft();
  const lead = page.locator(".mk-hero .lead");
  await expect(lead).toContainText("Escaplay a ouvert le 9 mars 2026");
  if (days > 0) {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bientôt un an");
    await expect(lead).toContainText(`Son premier anniversaire tombe le 9 mars 2027, ${days === 1 ? "demain" : `dans ${days} jours`}`);
    // Nothing that celebrates a year gone by.
    await expect(page.getByText(/Escaplay a un an|Un an d'énigmes|Il y a un an|L'année en chiffres/)).toHaveCount(0);
  } else {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escaplay a un an");
  }
  await expect(page).toHaveTitle(/Le premier anniversaire d'Escaplay/);

  // The history is the release notes' own, with their dates.
  const releases = page.getByTestId("one-year-releases").getByRole("listitem");
  await expect(releases).toHaveCount(12);
  await expect(releases.first()).toContainText("28 novembre 2026");
  await expect(releases.first()).toContainText("Votre partie sur votre compte, la lettre d'information et le blog");
  await expect(releases.nth(1)).toContainText("27 novembre 2026");
  await expect(releases.nth(1)).toContainText("La palette du créateur");
  await expect(releases.nth(2)).toContainText("Les images générées par IA");
  await expect(releases.nth(3)).toContainText("L'offre Entreprise sous votre marque");
  await expect(releases.nth(4)).toContainText("Les offres payantes en ligne");
  await expect(releases.nth(5)).toContainText("25 novembre 2026");
  await expect(releases.nth(5)).toContainText("La communauté autour des jeux");
  await expect(releases.nth(6)).toContainText("La création à plusieurs");
  await expect(releases.nth(7)).toContainText("Le studio de création");
  await expect(releases.nth(8)).toContainText("Le multijoueur par code");
  await expect(releases.last()).toContainText("9 mars 2026");
  await expect(page.getByTestId("one-year-stats")).toContainText("parties jouées");
  expect(await seriousViolations(page)).toEqual([]);
});

test("/un-an gives the same dates in English, German, Spanish and Italian", async ({ page }) => {
  const coming = daysLeft() > 0;
  const expected: [string, string, string][] = [
    ["en", coming ? "One year soon" : "Escaplay is one year old", "9 March 2027"],
    ["de", coming ? "Bald ein Jahr" : "Escaplay ist ein Jahr alt", "9. März 2027"],
    ["es", coming ? "Pronto un año" : "Escaplay cumple un año", "9 de marzo de 2027"],
    ["it", coming ? "Presto un anno" : "Escaplay compie un anno", "9 marzo 2027"],
  ];
  await page.goto("/");
  await refuseCookies(page);
  for (const [lang, title, date] of expected) {
    await page.goto(`/resources/locale?to=${lang}&r=/un-an`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator(".mk-hero .lead")).toContainText(date);
  }
});
