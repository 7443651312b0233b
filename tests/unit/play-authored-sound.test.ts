import { describe, expect, it } from "vitest";
import { stripSolutions, type GameEvent, type GameSoundSettings } from "../../app/engine";
import { cueFor, effectLevel, fadeProgress, musicLevel } from "../../app/play/authored-sound";
import { soundsOf } from "../../app/play/game-sounds";
import { clockmaker, manor, tweak } from "./engine-helpers";

/** The creator's sound in the player: which recording each moment plays, how loud, and what the sound question lists. */

const sound: GameSoundSettings = {
  volume: 50,
  loop: true,
  fadeMs: 1000,
  effects: {
    objectTaken: { src: "/files/p/prise.mp3" },
    puzzleSolved: { src: "/files/p/declic.wav", caption: "Le cadenas s'ouvre" },
    wrongAnswer: { src: "/files/p/buzz.ogg" },
    won: { src: "/files/p/fanfare.mp3" },
    lost: { src: "/files/p/glas.mp3" },
  },
};

describe("the recording each moment of a game plays", () => {
  const src = (event: GameEvent) => cueFor(event, sound)?.src ?? null;

  it("answers an object taken, a lock opened, a wrong answer, a win and a loss", () => {
    expect(src({ type: "objectGained", objectId: "key" })).toBe("/files/p/prise.mp3");
    expect(cueFor({ type: "puzzleSolved", puzzleId: "safe" }, sound)).toEqual({ src: "/files/p/declic.wav", caption: "Le cadenas s'ouvre" });
    expect(src({ type: "wrongAnswer", puzzleId: "safe", penaltySeconds: 0 })).toBe("/files/p/buzz.ogg");
    expect(src({ type: "ended", outcome: "won", timerSeconds: 10 })).toBe("/files/p/fanfare.mp3");
    expect(src({ type: "ended", outcome: "lost", timerSeconds: 10 })).toBe("/files/p/glas.mp3");
  });

  it("stays quiet for other events, a player leaving, and a game without effects", () => {
    expect(src({ type: "sceneEntered", sceneId: "hall" })).toBeNull();
    expect(src({ type: "ended", outcome: "left", timerSeconds: 10 })).toBeNull();
    expect(cueFor({ type: "puzzleSolved", puzzleId: "safe" }, undefined)).toBeNull();
    expect(cueFor({ type: "puzzleSolved", puzzleId: "safe" }, { volume: 50, loop: true, fadeMs: 0 })).toBeNull();
  });
});

describe("how loud a recording plays", () => {
  it("meets the game's volume with the player's music slider, squared like the player's own sounds", () => {
    expect(musicLevel(100, { music: 1, effects: 1 })).toBe(1);
    expect(musicLevel(50, { music: 0.5, effects: 1 })).toBeCloseTo(0.125);
    expect(effectLevel({ music: 0, effects: 0.5 })).toBeCloseTo(0.25);
  });

  it("is silent when the options mute the game, whatever the sliders", () => {
    expect(musicLevel(100, { music: 1, effects: 1, muted: true })).toBe(0);
    expect(effectLevel({ music: 1, effects: 1, muted: true })).toBe(0);
  });

  it("crossfades over the game's fade, at once without one", () => {
    expect(fadeProgress(0, 2000)).toBe(0);
    expect(fadeProgress(500, 2000)).toBe(0.25);
    expect(fadeProgress(5000, 2000)).toBe(1);
    expect(fadeProgress(0, 0)).toBe(1);
  });
});

describe("what the sound question says a game has", () => {
  it("keeps music for a game with the player's own ambient or a music file", () => {
    expect(soundsOf(stripSolutions(clockmaker()))).toEqual(["music", "effects"]);
    const withMusic = tweak(clockmaker(), (d) => {
      d.sound = { music: "/files/p/ambiance.mp3", volume: 70, loop: true, fadeMs: 0 };
    });
    expect(soundsOf(stripSolutions(withMusic))).toEqual(["music", "effects"]);
  });

  it("leaves music out when the creator set every place to silence", () => {
    const silent = tweak(clockmaker(), (d) => {
      d.sound = { music: "none", volume: 70, loop: true, fadeMs: 0 };
    });
    expect(soundsOf(stripSolutions(silent))).toEqual(["effects"]);
    const oneRoomPlays = tweak(clockmaker(), (d) => {
      d.sound = { music: "none", volume: 70, loop: true, fadeMs: 0 };
      d.rooms[0].ambient = "/files/p/grotte.ogg";
    });
    expect(soundsOf(stripSolutions(oneRoomPlays))).toEqual(["music", "effects"]);
    const silentManor = tweak(manor(), (d) => {
      for (const scene of d.scenes) scene.ambient = "none";
    });
    expect(soundsOf(stripSolutions(silentManor))).not.toContain("music");
  });
});
