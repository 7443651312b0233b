import { createElement } from "react";
import { describe, expect, it } from "vitest";
import studio from "../../app/i18n/messages/studio";
import studioForms from "../../app/i18n/messages/studio-forms";
import { EndingsFields } from "../../app/studio/forms/endings-fields";
import { StudioContext, type StudioContextValue } from "../../app/studio/studio-context";
import type { Draft } from "../../app/studio/types";
import { clockmaker } from "./engine-helpers";
import { renderWithTexts } from "./render-with-texts";

/** The settings' end screens as a creator meets them: what they hold, and a picture nobody described. */

function render(endings: unknown): string {
  const draft = { ...clockmaker(), rules: { ...clockmaker().rules, endings } } as Draft;
  const value = {
    projectId: "p1",
    type: "interface",
    draft,
    edit: { set: () => undefined },
    files: [],
    reloadFiles: () => undefined,
    readOnly: false,
  } as unknown as StudioContextValue;
  const messages = { studio: studio.fr, "studio-forms": studioForms.fr };
  return renderWithTexts(createElement(StudioContext.Provider, { value }, createElement(EndingsFields)), messages).replace(/&#x27;/g, "'");
}

const ALT_MISSING = "Décrivez l'image : sans texte à l'écran";

describe("the end screens in the game's settings", () => {
  it("show a win and a loss, each with its text, picture and description, filled from the draft", () => {
    const html = render({ lost: { text: "La pendule s'arrête pour toujours." } });
    expect(html).toContain("<legend>Victoire</legend>");
    expect(html).toContain("<legend>Défaite</legend>");
    expect(html).toContain('name="ending-lost-text"');
    expect(html).toContain(">La pendule s'arrête pour toujours.</textarea>");
    expect(html).not.toContain(ALT_MISSING);
  });

  it("ask for a description of a picture that no text tells", () => {
    expect(render({ won: { image: "/files/u/a/p/b/fin.png" } })).toContain(ALT_MISSING);
    expect(render({ won: { image: "/files/u/a/p/b/fin.png", text: "Libres !" } })).not.toContain(ALT_MISSING);
  });

  it("read a broken draft's endings as none rather than failing", () => {
    for (const broken of ["fin", 3, null, [], { won: "bravo" }]) expect(render(broken)).toContain('name="ending-won-text"');
  });
});
