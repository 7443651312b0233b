import { describe, expect, it } from "vitest";
import * as catalogue from "../../db/schema/catalogue";
import { DIFFICULTIES, GAME_TYPES, parseDefinition, THEMES, ZONE_CURSORS, type GameDefinition } from "../../app/engine/definition";
import { clockmaker, lighthouse, manor } from "./engine-helpers";

/** Breaks a copy of a sample (as plain JSON, so anything goes) and returns what parseDefinition says. */
function issuesOf(base: GameDefinition, breakIt: (copy: any) => void) {
  const copy = structuredClone(base);
  breakIt(copy);
  const parsed = parseDefinition(copy);
  if (parsed.ok) throw new Error("the broken definition was accepted");
  return parsed.issues;
}

const paths = (issues: { path: string }[]) => issues.map((issue) => issue.path);

describe("parseDefinition", () => {
  it("accepts the three samples and returns them unchanged", () => {
    for (const def of [clockmaker(), lighthouse(), manor()]) {
      const parsed = parseDefinition(def);
      expect(parsed).toEqual({ ok: true, definition: def });
    }
  });

  it("uses the same types, themes and difficulties as the catalogue", () => {
    expect([...GAME_TYPES].sort()).toEqual([...catalogue.GAME_TYPES].sort());
    expect(THEMES).toEqual(catalogue.THEMES);
    expect(DIFFICULTIES).toEqual(catalogue.DIFFICULTIES);
  });

  it("refuses something that is not a definition at all, at the root", () => {
    const parsed = parseDefinition("hello");
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(paths(parsed.issues)).toEqual([""]);
  });

  it("refuses another version", () => {
    expect(issuesOf(clockmaker(), (d) => (d.version = 2))).toEqual([
      { path: "version", code: "unsupportedVersion", params: { value: 1 } },
    ]);
  });

  it("lists every shape problem at once, each at its path", () => {
    const issues = issuesOf(clockmaker(), (d) => {
      delete d.meta.title;
      d.meta.theme = "comedy";
      d.meta.skills.search = 6;
      d.scenes[0].zones[0].shape.x = 1.5;
      d.scenes[0].zones[1].shape.points = [[0, 0], [1, 1]];
      d.puzzles[1].code = "12a4";
      d.rules.penaltySeconds = -5;
    });
    expect(paths(issues)).toEqual([
      "meta.title",
      "meta.theme",
      "meta.skills.search",
      "scenes[0].zones[0].shape.x",
      "scenes[0].zones[1].shape.points",
      "puzzles[1].code",
      "rules.penaltySeconds",
    ]);
    expect(issues).toEqual([
      { path: "meta.title", code: "required", params: { field: "title" } },
      { path: "meta.theme", code: "notOneOf", params: { options: ["adventure", "fantastic", "horror", "investigation"] } },
      { path: "meta.skills.search", code: "tooLarge", params: { max: 5 } },
      { path: "scenes[0].zones[0].shape.x", code: "tooLarge", params: { max: 1 } },
      { path: "scenes[0].zones[1].shape.points", code: "tooFewItems", params: { min: 3 } },
      { path: "puzzles[1].code", code: "badCode", params: {} },
      { path: "rules.penaltySeconds", code: "tooSmall", params: { min: 0 } },
    ]);
  });

  it("refuses a misspelt field rather than ignoring it", () => {
    const issues = issuesOf(clockmaker(), (d) => (d.scenes[0].zones[0].objectID = "note"));
    expect(issues).toEqual([{ path: "scenes[0].zones[0].objectID", code: "unknownField", params: { field: "objectID" } }]);
  });

  it("refuses an unknown effect or condition type where it stands", () => {
    const issues = issuesOf(clockmaker(), (d) => {
      d.scenes[0].zones[0].interactions[0].effects.push({ type: "explode" });
      d.scenes[0].zones[2].interactions[0].when[0].type = "isRaining";
    });
    expect(paths(issues)).toEqual([
      "scenes[0].zones[0].interactions[0].effects[1].type",
      "scenes[0].zones[2].interactions[0].when[0].type",
    ]);
    expect(issues.map((issue) => issue.code)).toEqual(["notOneOf", "notOneOf"]);
    expect(issues[0].params.options).toContain("giveObject");
    expect(issues[1].params.options).toEqual(["hasObject", "flagSet", "roomUnlocked", "puzzleSolved"]);
  });

  it("refuses script addresses as assets", () => {
    const issues = issuesOf(clockmaker(), (d) => (d.objects[0].image = "javascript:alert(1)"));
    expect(issues).toEqual([{ path: "objects[0].image", code: "badAsset", params: {} }]);
  });

  it("accepts each of the eight zone cursors and refuses any other", () => {
    for (const cursor of ZONE_CURSORS) {
      const def = clockmaker();
      const scene = def.scenes[0];
      if (scene.kind === "interface") scene.zones[0].cursor = cursor;
      expect(parseDefinition(def)).toEqual({ ok: true, definition: def });
    }
    expect(ZONE_CURSORS).toEqual(["auto", "none", "pointer", "not-allowed", "up", "down", "left", "right"]);
    expect(issuesOf(clockmaker(), (d) => (d.scenes[0].zones[0].cursor = "wait"))).toEqual([
      { path: "scenes[0].zones[0].cursor", code: "notOneOf", params: { options: [...ZONE_CURSORS] } },
    ]);
  });

  it("refuses angles off the panorama", () => {
    const issues = issuesOf(lighthouse(), (d) => {
      d.scenes[0].hotspots[0].yaw = 200;
      d.scenes[0].hotspots[1].pitch = -91;
    });
    expect(issues).toEqual([
      { path: "scenes[0].hotspots[0].yaw", code: "tooLarge", params: { max: 180 } },
      { path: "scenes[0].hotspots[1].pitch", code: "tooSmall", params: { min: -90 } },
    ]);
  });

  it("names each unknown object, room, scene or puzzle an interaction refers to", () => {
    const issues = issuesOf(clockmaker(), (d) => {
      d.scenes[0].zones[0].interactions[0].effects.push({ type: "giveObject", objectId: "ghost" });
      d.scenes[0].zones[3].interactions[0].effects[0].sceneId = "attic";
      d.scenes[0].zones[2].interactions[0].when[0].puzzleId = "riddle";
      d.scenes[2].zones[0].interactions[0].when = [{ type: "roomUnlocked", roomId: "cellar" }];
    });
    expect(issues).toEqual([
      { path: "scenes[0].zones[2].interactions[0].when[0].puzzleId", code: "unknownPuzzle", params: { id: "riddle" } },
      { path: "scenes[2].zones[0].interactions[0].when[0].roomId", code: "unknownRoom", params: { id: "cellar" } },
      { path: "scenes[0].zones[0].interactions[0].effects[1].objectId", code: "unknownObject", params: { id: "ghost" } },
      { path: "scenes[0].zones[3].interactions[0].effects[0].sceneId", code: "unknownScene", params: { id: "attic" } },
    ]);
  });

  it("checks the references of scenes, targets, puzzles, hints, recipes and achievements", () => {
    const issues = issuesOf(clockmaker(), (d) => {
      d.scenes[1].roomId = "garden";
      d.scenes[1].zones[1].puzzleId = "nope";
      d.puzzles[0].targetId = "window";
      d.puzzles[2].effects[0].roomId = "cellar";
      d.hints[0].puzzleId = "missing";
      d.recipes[1].inputs[0] = "spring";
      d.recipes[1].result = "watch";
      d.mainObjectId = "crown";
      d.achievements[2].when[0].objectId = "medal";
    });
    expect(paths(issues)).toEqual(
      expect.arrayContaining([
        "scenes[1].roomId",
        "scenes[1].zones[1].puzzleId",
        "puzzles[0].targetId",
        "puzzles[2].effects[0].roomId",
        "hints[0].puzzleId",
        "recipes[1].inputs[0]",
        "recipes[1].result",
        "mainObjectId",
        "achievements[2].when[0].objectId",
      ]),
    );
  });

  it("refuses a condition on a flag nothing ever sets", () => {
    const issues = issuesOf(manor(), (d) => (d.achievements[1].when[0].flag = "letter-raed"));
    expect(issues).toEqual([{ path: "achievements[1].when[0].flag", code: "unsetFlag", params: { flag: "letter-raed" } }]);
  });

  it("refuses duplicate ids, including targets across scenes", () => {
    const issues = issuesOf(clockmaker(), (d) => {
      d.objects[2].id = "small-gear";
      d.scenes[1].zones[0].id = "drawer";
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "objects[2].id", code: "duplicateId", params: { kind: "objects", id: "small-gear" } },
        { path: "scenes[1].zones[0].id", code: "duplicateId", params: { kind: "zones", id: "drawer" } },
      ]),
    );
  });

  it("refuses more minimum players than maximum, and a game playable neither solo nor together", () => {
    const issues = issuesOf(manor(), (d) => {
      d.meta.minPlayers = 8;
      d.meta.solo = false;
      d.meta.multi = false;
    });
    expect(issues).toEqual([
      { path: "meta.maxPlayers", code: "playersRange", params: { min: 8, max: 6 } },
      { path: "meta.solo", code: "noPlayMode", params: {} },
    ]);
  });

  it("refuses a game played together that has room for one player only", () => {
    const issues = issuesOf(manor(), (d) => {
      d.meta.multi = true;
      d.meta.minPlayers = 1;
      d.meta.maxPlayers = 1;
    });
    expect(issues).toEqual([{ path: "meta.maxPlayers", code: "multiNeedsTwo", params: {} }]);
  });

  it("refuses scenes of another type than the game's", () => {
    const issues = issuesOf(clockmaker(), (d) => (d.meta.type = "classic"));
    expect(paths(issues)).toEqual(["scenes[0].kind", "scenes[1].kind", "scenes[2].kind"]);
    expect(issues[0]).toMatchObject({ code: "sceneTypeMismatch", params: { gameType: "classic", sceneType: "interface" } });
  });

  it("refuses dead ends: a room nothing unlocks, a locked start, no way to win, a puzzle nowhere", () => {
    const issues = issuesOf(clockmaker(), (d) => {
      d.puzzles[2].effects = [{ type: "showMessage", text: "Nothing." }];
      d.puzzles[3].effects = [{ type: "showMessage", text: "Nothing." }];
      d.scenes[1].zones[1].puzzleId = undefined;
    });
    expect(issues.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: "rooms[1].locked", code: "roomNeverUnlocked" },
      { path: "rules.winWhen", code: "neverWon" },
      { path: "puzzles[1]", code: "puzzleUnreachable" },
    ]);
    const start = issuesOf(clockmaker(), (d) => (d.rules.startSceneId = "vault-inside"));
    expect(start).toMatchObject([{ path: "rules.startSceneId", code: "startInLockedRoom" }]);
  });

  it("refuses assembling an object with itself or twice the same pair", () => {
    const issues = issuesOf(clockmaker(), (d) => {
      d.recipes.push({ id: "again", kind: "assemble", inputs: ["large-gear", "small-gear"], result: "brass-key" });
      d.recipes.push({ id: "self", kind: "assemble", inputs: ["note", "note"], result: "brass-key" });
    });
    expect(issues).toEqual([
      { path: "recipes[2].inputs", code: "duplicateRecipe", params: { first: "large-gear", second: "small-gear" } },
      { path: "recipes[3].inputs[1]", code: "assembleWithItself", params: { id: "note" } },
    ]);
  });
});
