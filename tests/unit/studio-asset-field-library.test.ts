import { createElement } from "react";
import { describe, expect, it } from "vitest";
import studio from "../../app/i18n/messages/studio";
import { AssetField } from "../../app/studio/fields/asset-field";
import { StudioContext, type StudioContextValue } from "../../app/studio/studio-context";
import { renderWithTexts } from "./render-with-texts";

/** An asset field holding a library asset (ADR 046): named in the creator's language, shown, never as a raw path. */

type Props = Parameters<typeof AssetField>[0];

function render(props: Partial<Props>, locale: "fr" | "de" = "fr"): string {
  const files = [{ id: "f1", name: "bureau.png", folder: "/", kind: "image", url: "/files/projects/u1/bureau.png" }];
  const value = { projectId: "p1", type: "interface", files, reloadFiles: () => undefined, readOnly: false } as unknown as StudioContextValue;
  const field = createElement(AssetField, { label: "Image", kind: "image", value: undefined, onChange: () => undefined, ...props });
  return renderWithTexts(createElement(StudioContext.Provider, { value }, field), { studio: studio[locale] }, locale).replace(/&#x27;/g, "'");
}

const selected = (html: string) => [...html.matchAll(/<option[^>]*selected=""[^>]*>([^<]*)<\/option>/g)].map((match) => match[1]);

describe("an asset field holding a library asset", () => {
  it("names it by its title in the site's language and previews it, rather than showing its path", () => {
    const html = render({ value: "/library/objects/key.svg" });
    expect(selected(html)).toEqual(["Bibliothèque : Clé"]);
    expect(html).not.toContain(">/library/objects/key.svg<");
    expect(html).toContain('<img class="studio-asset-preview" src="/library/objects/key.svg"');
    expect(selected(render({ value: "/library/objects/key.svg" }, "de"))).toEqual(["Bibliothek: Schlüssel"]);
  });

  it("offers the library to picture, panorama and sound fields, not to 3D models nor to the catalogue cover", () => {
    const button = />Bibliothèque<\/button>/;
    for (const kind of ["image", "panorama", "sound"] as const) expect(render({ kind }), kind).toMatch(button);
    expect(render({ kind: "model", optional: true })).not.toMatch(button);
    expect(render({ kind: "image", projectFilesOnly: true })).not.toMatch(button);
  });

  it("still shows an unknown address as it is, so nothing a draft holds is hidden", () => {
    expect(selected(render({ value: "/library/objects/nothing.svg" }))).toEqual(["/library/objects/nothing.svg"]);
  });
});
