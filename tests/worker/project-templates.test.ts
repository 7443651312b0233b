import { describe, expect, it } from "vitest";
import { TEMPLATES, templateById, templateGame } from "../../app/engine/templates";
import { translate } from "../../app/i18n/catalog.server";
import type { LocaleCode } from "../../app/i18n/locales";
import { send, visibleText } from "./account-area-fixtures";
import { creator, rowsOf, workspace } from "./projects-fixtures";

/** "Nouveau projet" from a template: offered by use in the site's language, started in that language. */

type Draft = { meta: { title: string; type: string; locale: string }; puzzles: { prompt?: string }[] };

async function createIn(locale: LocaleCode, starter: string, type: string, title: string) {
  const user = await creator();
  const res = await send("/project", { intent: "create", type, title, starter }, user.cookie, locale);
  expect(res.status, visibleText(await res.text()).slice(0, 300)).toBe(302);
  const [row] = await rowsOf(user.id);
  return { row: row!, draft: JSON.parse(row!.draft!) as Draft };
}

describe("templates at project creation", () => {
  it("lists the six templates of the workspace's type by use, with the demo games after them", async () => {
    const page = await workspace(await creator(), "/project360", "de");
    for (const template of TEMPLATES.filter((candidate) => candidate.type === "360")) {
      const { title } = templateGame(template, "de").definition.meta;
      expect(page.text).toContain(translate("de", "projects.template", { use: translate("de", `projects.uses.${template.use}`), title }));
    }
    expect(page.text).toContain(translate("de", "projects.starter", { title: "Le phare englouti" }));
    expect(page.text).not.toContain(templateGame(templateById("interface-birthday")!, "de").definition.meta.title);
  });

  it("starts a German creator's draft from the German game, renamed and set to the German site", async () => {
    const { row, draft } = await createIn("de", "interface-revision", "interface", "Mathe 6b");
    const german = templateGame(templateById("interface-revision")!, "de").definition;
    expect(row.starter_id).toBe("interface-revision");
    expect(draft.meta).toMatchObject({ title: "Mathe 6b", type: "interface", locale: "de" });
    expect(draft.puzzles.map((puzzle) => puzzle.prompt)).toEqual(german.puzzles.map((puzzle) => puzzle.prompt));
  });

  it("gives a Swiss creator the French texts, listed on the Swiss site", async () => {
    const { draft } = await createIn("ch", "classic-museum", "classic", "Visite à Lausanne");
    const french = templateGame(templateById("classic-museum")!, "fr").definition;
    expect(draft.meta.locale).toBe("ch");
    expect(draft.puzzles.map((puzzle) => puzzle.prompt)).toEqual(french.puzzles.map((puzzle) => puzzle.prompt));
  });

  it("refuses a template of another type or an unknown one, creating nothing", async () => {
    const user = await creator();
    for (const starter of ["360-mystery", "interface-nope"]) {
      const res = await send("/project", { intent: "create", type: "classic", title: "Jeu", starter }, user.cookie);
      expect(res.status).toBe(400);
      expect(visibleText(await res.text())).toContain(translate("fr", "projects.errors.starter"));
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });
});
