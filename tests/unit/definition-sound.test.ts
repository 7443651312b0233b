import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { ambientOf, parseDefinition, soundFilesOf, stripSolutions, type GameDefinition, type GameSoundSettings } from "../../app/engine";
import { deriveDraftJson } from "../../app/lib/drafts/derived.server";
import { readDefinition, writeDefinition } from "../../app/lib/drafts/document";
import { assetsOf } from "../../app/lib/play/definitions.server";
import { setAt } from "../../app/lib/drafts/edits";
import { describeIssues } from "../../app/i18n/engine-issues";
import { translate } from "../../app/i18n/catalog.server";
import { asDraft } from "../../app/studio/draft-shape";
import { clockmaker, manor, tweak } from "./engine-helpers";

/** A game's authored sound: what the definition accepts, how creators are told what is wrong, and that it survives the studio. */

const MUSIC = "/files/projects/u1/ambiance.mp3";
const CAVE = "/files/projects/u1/grotte.ogg";
const CLICK = "/files/projects/u1/declic.wav";

const SOUND: GameSoundSettings = {
  music: MUSIC,
  volume: 60,
  loop: true,
  fadeMs: 2000,
  effects: {
    puzzleSolved: { src: CLICK, caption: "Le cadenas s'ouvre avec un déclic" },
    wrongAnswer: { src: "/files/projects/u1/buzz.mp3" },
  },
};

function withSound(base = clockmaker()): GameDefinition {
  return tweak(base, (d) => {
    d.sound = structuredClone(SOUND);
    d.rooms[0].ambient = "none";
    d.scenes[0].ambient = CAVE;
  });
}

/** A copy changed without checking it (tweak refuses an invalid result): what a broken import would hold. */
function broken(def: GameDefinition, change: (copy: GameDefinition) => void): GameDefinition {
  const copy = structuredClone(def);
  change(copy);
  return copy;
}

function problems(def: unknown, locale: "fr" | "de" | "en" | "es" | "it" = "fr") {
  const parsed = parseDefinition(def);
  if (parsed.ok) throw new Error("accepted");
  return { issues: parsed.issues, texts: describeIssues(parsed.issues, def, (key, params) => translate(locale, key, params), locale) };
}

describe("a game's sound in its definition", () => {
  it("accepts music, per-place ambients (silence too) and effects with captions", () => {
    expect(parseDefinition(withSound()).ok).toBe(true);
    expect(parseDefinition(withSound(manor())).ok).toBe(true);
    // Games stored before sound existed stay valid.
    expect(parseDefinition(clockmaker()).ok).toBe(true);
  });

  it("refuses a picture chosen as music, in the creator's words and in every language", () => {
    const bad = broken(withSound(), (d) => {
      d.sound!.music = "/files/projects/u1/porte.png";
    });
    const { issues, texts } = problems(bad);
    expect(issues).toEqual([{ path: "sound.music", code: "notSoundFile", params: {} }]);
    expect(texts[0]).toEqual({
      path: "sound.music",
      place: "Son et musique",
      message: "Ce fichier n'est pas un son : choisissez un fichier MP3, OGG ou WAV parmi les fichiers du projet.",
    });
    expect(problems(bad, "de").texts[0].message).toBe("Diese Datei ist kein Ton: Wähle eine MP3-, OGG- oder WAV-Datei aus den Dateien des Projekts.");
    for (const locale of ["en", "es", "it"] as const) expect(problems(bad, locale).texts[0].message).toMatch(/MP3, OGG/);
  });

  it("refuses a scene's or a room's ambient that is neither silence nor a sound file", () => {
    const scene = broken(withSound(), (d) => {
      d.scenes[1].ambient = "silence";
    });
    expect(problems(scene).issues).toEqual([{ path: "scenes[1].ambient", code: "notSoundFile", params: {} }]);
    const room = broken(withSound(), (d) => {
      d.rooms[0].ambient = "/files/projects/u1/plan.jpg";
    });
    expect(problems(room).issues.map((issue) => issue.code)).toEqual(["notSoundFile"]);
  });

  it("refuses out-of-range volume and fade, a caption too long, an effect without its file and an unknown moment", () => {
    const bad = broken(withSound(), (d) => {
      d.sound!.volume = 101;
      d.sound!.fadeMs = -1;
      d.sound!.effects!.puzzleSolved!.caption = "x".repeat(301);
      (d.sound!.effects as Record<string, unknown>).won = { caption: "Fanfare" };
      (d.sound!.effects as Record<string, unknown>).doorOpened = { src: CLICK };
    });
    const { issues, texts } = problems(bad);
    expect(issues.map((issue) => `${issue.path} ${issue.code}`).sort()).toEqual(
      [
        "sound.volume tooLarge",
        "sound.fadeMs tooSmall",
        "sound.effects.puzzleSolved.caption tooLong",
        "sound.effects.won.src required",
        "sound.effects.doorOpened unknownField",
      ].sort(),
    );
    expect(texts.find((text) => text.path === "sound.volume")?.message).toBe("Cette valeur est trop grande (maximum : 100).");
  });

  it("reaches the player's browser whole: music, ambients and captions answer no puzzle", () => {
    const view = stripSolutions(withSound());
    expect(view.sound).toEqual(SOUND);
    expect(view.rooms[0].ambient).toBe("none");
    expect(view.scenes[0].ambient).toBe(CAVE);
    expect(stripSolutions(clockmaker()).sound).toBeUndefined();
  });

  it("plays the nearest choice: the scene's, then the room's, then the game's, else the player's own", () => {
    expect(ambientOf({ music: MUSIC }, { ambient: "none" }, { ambient: CAVE })).toEqual({ kind: "file", src: CAVE });
    expect(ambientOf({ music: MUSIC }, { ambient: "none" }, {})).toEqual({ kind: "none" });
    expect(ambientOf({ music: MUSIC }, {}, {})).toEqual({ kind: "file", src: MUSIC });
    expect(ambientOf({ music: "none" }, {}, { ambient: CAVE })).toEqual({ kind: "file", src: CAVE });
    expect(ambientOf(undefined, undefined, undefined)).toEqual({ kind: "synth" });
    expect(soundFilesOf(withSound()).sort()).toEqual([MUSIC, CAVE, CLICK, "/files/projects/u1/buzz.mp3"].sort());
  });

  it("puts every recording among the files a game loads and checks before play", () => {
    expect(assetsOf(withSound())).toEqual(expect.arrayContaining([MUSIC, CAVE, CLICK, "/files/projects/u1/buzz.mp3"]));
    expect(assetsOf(clockmaker())).not.toContain(MUSIC);
  });
});

describe("a game's sound in the studio", () => {
  it("is written by the forms' edits, stored and read back unchanged", () => {
    const base = clockmaker();
    const room = new Y.Doc();
    writeDefinition(room, base);
    const editor = new Y.Doc();
    Y.applyUpdate(editor, Y.encodeStateAsUpdate(room));
    // What the settings, room and scene forms write.
    setAt(editor, ["sound"], structuredClone(SOUND), "editor");
    setAt(editor, ["rooms", base.rooms[0].id, "ambient"], "none", "editor");
    setAt(editor, ["scenes", base.scenes[0].id, "ambient"], CAVE, "editor");

    const draft = asDraft(readDefinition(editor));
    expect(draft).toStrictEqual(withSound());
    const stored = deriveDraftJson(Y.encodeStateAsUpdate(editor).slice().buffer);
    const json = stored.kind === "json" ? JSON.parse(stored.json) : null;
    expect(json).toStrictEqual(withSound());
    expect(parseDefinition(json).ok).toBe(true);

    // Back to "as the room": the field goes, and the game is as it was.
    setAt(editor, ["scenes", base.scenes[0].id, "ambient"], undefined, "editor");
    setAt(editor, ["rooms", base.rooms[0].id, "ambient"], undefined, "editor");
    setAt(editor, ["sound"], undefined, "editor");
    expect(asDraft(readDefinition(editor))).toStrictEqual(base);
  });
});
