import { createElement } from "react";
import { describe, expect, it } from "vitest";
import studio from "../../app/i18n/messages/studio";
import studioForms from "../../app/i18n/messages/studio-forms";
import { SoundFields } from "../../app/studio/forms/sound-fields";
import { selectionOfIssue } from "../../app/studio/selection";
import { StudioContext, type StudioContextValue } from "../../app/studio/studio-context";
import type { Draft } from "../../app/studio/types";
import { clockmaker } from "./engine-helpers";
import { renderWithTexts } from "./render-with-texts";

/** The settings' "Sound and music" as a creator meets it: what it holds, read back from the draft. */

const MUSIC = "/files/projects/u1/ambiance.mp3";
const CLICK = "/files/projects/u1/declic.wav";

function render(sound: unknown, globalSound: string | null = null): string {
  const draft = { ...clockmaker(), sound } as Draft;
  const files = [MUSIC, CLICK].map((url, i) => ({ id: `f${i}`, name: url.split("/").at(-1), folder: "/", kind: "sound", url }));
  const value = { projectId: "p1", type: "interface", draft, edit: { set: () => undefined }, files, reloadFiles: () => undefined, globalSound, readOnly: false } as unknown as StudioContextValue;
  const messages = { studio: studio.fr, "studio-forms": studioForms.fr };
  return renderWithTexts(createElement(StudioContext.Provider, { value }, createElement(SoundFields)), messages).replace(/&#x27;/g, "'");
}

const selected = (html: string) => [...html.matchAll(/<option[^>]*selected=""[^>]*>([^<]*)<\/option>/g)].map((match) => match[1]);

describe("the sound settings of a game", () => {
  it("show the game's music file, its volume, loop and fade, and each moment with its caption", () => {
    const html = render({ music: MUSIC, volume: 40, loop: false, fadeMs: 800, effects: { puzzleSolved: { src: CLICK, caption: "Un déclic" } } });
    expect(html).toContain("<legend>Son et musique</legend>");
    for (const moment of ["Objet pris", "Cadenas ouvert (énigme résolue)", "Mauvaise réponse", "Partie gagnée", "Partie perdue"]) expect(html).toContain(`<legend>${moment}</legend>`);
    expect(selected(html)).toEqual(expect.arrayContaining(["Un fichier son du projet", "ambiance.mp3", "declic.wav"]));
    expect(html).toMatch(/name="sound-volume"[^>]*value="40"|value="40"[^>]*name="sound-volume"/);
    expect(html).not.toMatch(/name="sound-loop"[^>]*checked/);
    expect(html).toContain('value="Un déclic"');
    // A caption is asked for only where there is a sound to caption.
    expect(html.match(/name="sound-caption-/g)).toHaveLength(1);
  });

  it("lead a problem of the sound section to its field", () => {
    const html = render({ music: MUSIC, volume: 40, loop: false, fadeMs: 800, effects: { puzzleSolved: { src: CLICK, caption: "Un déclic" } } });
    for (const path of ["sound.music", "sound.volume", "sound.loop", "sound.fadeMs", "sound.effects.puzzleSolved.caption"]) expect(html).toContain(`data-path="${path}"`);
    expect(selectionOfIssue(clockmaker() as Draft, "sound.volume")).toEqual({ path: ["settings"], field: "sound.volume" });
  });

  it("start a game without sound on the player's own ambient, and offer the file library's global sound as its music", () => {
    const html = render(undefined, MUSIC);
    expect(selected(html)).toContain("La musique d'ambiance d'Escaplay");
    expect(html).toContain("Utiliser le son global comme musique");
    expect(render({ music: MUSIC, volume: 70, loop: true, fadeMs: 0 }, MUSIC)).not.toContain("Utiliser le son global comme musique");
  });

  it("read silence as silence, and a broken draft's sound as none rather than failing", () => {
    expect(selected(render({ music: "none", volume: 70, loop: true, fadeMs: 0 }))).toContain("Silence");
    for (const broken of ["musique", 3, null, []]) expect(render(broken)).toContain("<legend>Son et musique</legend>");
  });
});
