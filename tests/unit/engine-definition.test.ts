import { describe, expect, it } from "vitest";
import * as catalogue from "../../db/schema/catalogue";
import { DIFFICULTIES, GAME_TYPES, parseDefinition, THEMES, type GameDefinition } from "../../app/engine/definition";
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
      { path: "version", message: "this engine reads version 1 definitions" },
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
    expect(issues[1].message).toBe("the theme is one of adventure, fantastic, horror, investigation");
    expect(issues[5].message).toBe("a code is 1 to 12 digits");
  });

  it("refuses a misspelt field rather than ignoring it", () => {
    const issues = issuesOf(clockmaker(), (d) => (d.scenes[0].zones[0].objectID = "note"));
    expect(paths(issues)).toEqual(["scenes[0].zones[0].objectID"]);
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
  });

  it("refuses script addresses as assets", () => {
    const issues = issuesOf(clockmaker(), (d) => (d.objects[0].image = "javascript:alert(1)"));
    expect(paths(issues)).toEqual(["objects[0].image"]);
  });

  it("refuses angles off the panorama", () => {
    const issues = issuesOf(lighthouse(), (d) => {
      d.scenes[0].hotspots[0].yaw = 200;
      d.scenes[0].hotspots[1].pitch = -91;
    });
    expect(paths(issues)).toEqual(["scenes[0].hotspots[0].yaw", "scenes[0].hotspots[1].pitch"]);
  });

  it("names each unknown object, room, scene or puzzle an interaction refers to", () => {
    const issues = issuesOf(clockmaker(), (d) => {
      d.scenes[0].zones[0].interactions[0].effects.push({ type: "giveObject", objectId: "ghost" });
      d.scenes[0].zones[3].interactions[0].effects[0].sceneId = "attic";
      d.scenes[0].zones[2].interactions[0].when[0].puzzleId = "riddle";
      d.scenes[2].zones[0].interactions[0].when = [{ type: "roomUnlocked", roomId: "cellar" }];
    });
    expect(issues).toEqual([
      { path: "scenes[0].zones[2].interactions[0].when[0].puzzleId", message: 'no puzzle has the id "riddle"' },
      { path: "scenes[2].zones[0].interactions[0].when[0].roomId", message: 'no room has the id "cellar"' },
      { path: "scenes[0].zones[0].interactions[0].effects[1].objectId", message: 'no object has the id "ghost"' },
      { path: "scenes[0].zones[3].interactions[0].effects[0].sceneId", message: 'no scene has the id "attic"' },
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
    expect(issues).toEqual([{ path: "achievements[1].when[0].flag", message: 'no effect ever sets the flag "letter-raed"' }]);
  });

  it("refuses duplicate ids, including targets across scenes", () => {
    const issues = issuesOf(clockmaker(), (d) => {
      d.objects[2].id = "small-gear";
      d.scenes[1].zones[0].id = "drawer";
    });
    expect(paths(issues)).toEqual(expect.arrayContaining(["objects[2].id", "scenes[1].zones[0].id"]));
  });

  it("refuses more minimum players than maximum, and a game playable neither solo nor together", () => {
    const issues = issuesOf(manor(), (d) => {
      d.meta.minPlayers = 8;
      d.meta.solo = false;
      d.meta.multi = false;
    });
    expect(paths(issues)).toEqual(["meta.maxPlayers", "meta.solo"]);
  });

  it("refuses scenes of another type than the game's", () => {
    const issues = issuesOf(clockmaker(), (d) => (d.meta.type = "classic"));
    expect(paths(issues)).toEqual(["scenes[0].kind", "scenes[1].kind", "scenes[2].kind"]);
  });

  it("refuses dead ends: a room nothing unlocks, a locked start, no way to win, a puzzle nowhere", () => {
    const issues = issuesOf(clockmaker(), (d) => {
      d.puzzles[2].effects = [{ type: "showMessage", text: "Nothing." }];
      d.puzzles[3].effects = [{ type: "showMessage", text: "Nothing." }];
      d.scenes[1].zones[1].puzzleId = undefined;
    });
    expect(paths(issues)).toEqual(["rooms[1].locked", "rules.winWhen", "puzzles[1]"]);
    const start = issuesOf(clockmaker(), (d) => (d.rules.startSceneId = "vault-inside"));
    expect(start).toEqual([{ path: "rules.startSceneId", message: "the game cannot start in a locked room" }]);
  });

  it("refuses assembling an object with itself or twice the same pair", () => {
    const issues = issuesOf(clockmaker(), (d) => {
      d.recipes.push({ id: "again", kind: "assemble", inputs: ["large-gear", "small-gear"], result: "brass-key" });
      d.recipes.push({ id: "self", kind: "assemble", inputs: ["note", "note"], result: "brass-key" });
    });
    expect(paths(issues)).toEqual(["recipes[2].inputs", "recipes[3].inputs[1]"]);
  });
});
