import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { stripSolutions, type ClientDefinition, type GameDefinition } from "../../app/engine";
import play from "../../app/i18n/messages/play";
import { SoundConsent } from "../../app/play/screens/sound-consent";
import { clockmaker, lighthouse, manor, tweak } from "./engine-helpers";
import { renderWithTexts } from "./render-with-texts";

/**
 * The sound question says what this game will play: music wherever some place has any, effects in every game, and
 * a Classic game's own recordings when its pages hold some.
 */

function promptOf(def: GameDefinition, locale: keyof typeof play = "fr"): string {
  const view: ClientDefinition = stripSolutions(def);
  const html = renderWithTexts(createElement(SoundConsent, { view, onChoose: () => undefined }), { play: play[locale] }, locale);
  return (/<p>(.*?)<\/p>/s.exec(html)?.[1] ?? "").replace(/&#x27;/g, "'");
}

const withoutRecordings = (def: GameDefinition) =>
  tweak(def, (d) => {
    for (const scene of d.scenes) if (scene.kind === "classic") scene.blocks = scene.blocks.filter((block) => block.kind !== "audio" && block.kind !== "video");
  });

describe("the sound question before a game", () => {
  it("speaks of music and sound effects for a game made of pictures or panoramas", () => {
    expect(promptOf(clockmaker())).toBe("Ce jeu a une musique d'ambiance et des effets sonores. Vous pourrez régler les volumes à tout moment dans les options.");
    expect(promptOf(lighthouse(), "en")).toBe("This game has background music and sound effects. You can change the volumes at any time in the options.");
  });

  it("adds the audio recordings and videos a Classic game's pages hold", () => {
    expect(promptOf(manor())).toBe(
      "Ce jeu a une musique d'ambiance, des effets sonores, des enregistrements audio et des vidéos. Vous pourrez régler les volumes à tout moment dans les options.",
    );
    expect(promptOf(manor(), "de")).toContain("Dieses Spiel hat Hintergrundmusik, Soundeffekte, Tonaufnahmen und Videos.");
    const onlyAudio = tweak(manor(), (d) => {
      for (const scene of d.scenes) if (scene.kind === "classic") scene.blocks = scene.blocks.filter((block) => block.kind !== "video");
    });
    expect(promptOf(onlyAudio, "en")).toContain("This game has background music, sound effects and audio recordings.");
  });

  it("says no more than music and effects for a Classic game without recordings", () => {
    expect(promptOf(withoutRecordings(manor()), "it")).toContain("Questo gioco ha una musica di sottofondo e degli effetti sonori.");
  });

  it("leaves the music out of a game whose creator chose silence everywhere", () => {
    const silent = tweak(clockmaker(), (d) => {
      d.sound = { music: "none", volume: 70, loop: true, fadeMs: 0 };
    });
    expect(promptOf(silent)).toBe("Ce jeu a des effets sonores. Vous pourrez régler les volumes à tout moment dans les options.");
  });
});
