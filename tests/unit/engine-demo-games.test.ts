import { describe, expect, it } from "vitest";
import { parseDefinition, sceneTargets, type GameDefinition } from "../../app/engine/definition";
import { DEMO_GAME_IDS, DEMO_GAMES } from "../../app/engine/demo-games";
import { replay } from "../../app/engine/reducer";
import { stateProblems } from "../../app/engine/invariants";
import { resultOf } from "../../app/engine/state";
import { Session, types } from "./engine-helpers";

const demos = Object.entries(DEMO_GAME_IDS);

describe("the demo games by type", () => {
  it.each(Object.entries(DEMO_GAMES))("the %s one is a game of that type, solo", (type, demo) => {
    expect(demo.definition.meta.type).toBe(type);
    expect(demo.definition.meta.solo).toBe(true);
    expect(DEMO_GAME_IDS[demo.gameId].definition).toBe(demo.definition);
  });
});

describe.each(demos)("the demo game %s", (_id, demo) => {
  const def = demo.definition;

  it("is a valid definition, in French", () => {
    const parsed = parseDefinition(def);
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
    expect(def.meta.locale).toBe("fr");
  });

  it("has rooms unlocked during play, both recipes, a code, a login, hints and a hidden achievement", () => {
    const { rooms, recipes, puzzles, hints, achievements } = def;
    expect(rooms.length).toBeGreaterThan(1);
    expect(rooms.some((room) => room.locked)).toBe(true);
    expect(recipes.map((r) => r.kind)).toEqual(expect.arrayContaining(["assemble", "inspect"]));
    expect(puzzles.map((p) => p.kind)).toEqual(expect.arrayContaining(["code", "login"]));
    expect(achievements.some((a) => a.hidden)).toBe(true);
    // Hints are progressive: at least two for every typed puzzle, and a few for the game as a whole.
    for (const puzzle of puzzles.filter((p) => p.kind !== "use")) {
      expect(hints.filter((h) => h.puzzleId === puzzle.id).length, puzzle.id).toBeGreaterThanOrEqual(2);
    }
    expect(hints.filter((h) => h.puzzleId === undefined).length).toBeGreaterThanOrEqual(2);
    expect(def.rules.penaltySeconds).toBeGreaterThan(0);
  });

  it("uses the engine's conditional targets: a `once` interaction and a target shown only later", () => {
    const targets = def.scenes.flatMap((scene) => [...sceneTargets(scene)]);
    expect(targets.some((t) => t.interactions.some((i) => i.once))).toBe(true);
    expect(targets.some((t) => t.visibleWhen?.length)).toBe(true);
  });

  it("keeps achievement ids meaningless, since they reach the client even when hidden", () => {
    for (const achievement of def.achievements) expect(achievement.id).toMatch(/^[a-z]\d[a-z]\d$/);
  });

  it("is won by its walkthrough, each step accepted", () => {
    const session = new Session(def).run(demo.walkthrough);
    expect(session.state.status).toBe("ended");
    expect(session.state.outcome).toBe("won");
    expect(types(session.events)).toContain("ended");
    expect(stateProblems(def, session.state)).toEqual([]);
    // Every room is reached on the way: none is a dead end the walkthrough skips.
    expect([...session.state.unlockedRooms].sort()).toEqual(def.rooms.map((r) => r.id).sort());
  });

  it("gives the end screen its figures once won, and none before", () => {
    const session = new Session(def).run(demo.walkthrough.slice(0, -1));
    expect(resultOf(session.state)).toBeNull();
    session.run(demo.walkthrough.slice(-1));
    expect(resultOf(session.state)).toEqual({
      outcome: "won",
      timerSeconds: (demo.walkthrough.length - 1) * 10,
      playedSeconds: (demo.walkthrough.length - 1) * 10,
      hintsUsed: 0,
      wrongAnswers: 0,
      penaltySeconds: 0,
      achievements: session.state.achievements,
      continuedAfterTimeUp: false,
    });
  });

  it("unlocks a hidden achievement on the way, and all the visible ones of a quick, clean win", () => {
    const session = new Session(def).run(demo.walkthrough);
    const hidden = def.achievements.filter((a) => a.hidden).map((a) => a.id);
    expect(session.state.achievements.some((id) => hidden.includes(id))).toBe(true);
    expect(session.state.achievements.sort()).toEqual(def.achievements.map((a) => a.id).sort());
  });

  it("gives every hint in order, each after the recharge wait", () => {
    const session = new Session(def).run([{ type: "start" }]);
    const general = def.hints.filter((h) => h.puzzleId === undefined);
    const texts = general.map(() => {
      const event = session.ok({ type: "askHint" }).find((e) => e.type === "hint");
      session.wait(def.meta.hintRechargeSeconds);
      return event?.type === "hint" ? event.text : null;
    });
    expect(texts).toEqual(general.map((h) => h.text));
  });

  it("replays its walkthrough's log to the same final state", () => {
    const session = new Session(def).run(demo.walkthrough, 7);
    expect(replay(def, session.log).state).toEqual(session.state);
  });
});

describe("the demo games together", () => {
  const all: GameDefinition[] = demos.map(([, demo]) => demo.definition);

  it("use every puzzle kind, a 3D model in the Interface and 360 games, and audio with a transcript", () => {
    expect(new Set(all.flatMap((d) => d.puzzles.map((p) => p.kind)))).toEqual(new Set(["code", "text", "login", "upload", "use"]));
    expect(DEMO_GAMES.interface.definition.objects.some((o) => o.model)).toBe(true);
    expect(DEMO_GAMES["360"].definition.objects.some((o) => o.model)).toBe(true);
    const blocks = all.flatMap((d) => d.scenes.flatMap((s) => (s.kind === "classic" ? s.blocks : [])));
    expect(blocks.some((b) => b.kind === "audio" && b.transcript)).toBe(true);
  });

  it("accept a text answer typed without its accents", () => {
    const text = all.flatMap((d) => d.puzzles).find((p) => p.kind === "text");
    expect(text?.kind === "text" && text.answers.some((a) => a.normalize("NFD") !== a)).toBe(true);
  });
});

describe("Le phare englouti, the 360 demo", () => {
  const { definition: def, walkthrough } = DEMO_GAMES["360"];
  // Up the stairs to the lamp room, before lighting the lamp.
  const toLampRoom = walkthrough.slice(0, -1);

  it("has 25 minutes on the clock, then offers to stop or to go on", () => {
    expect(def.rules.timeLimitSeconds).toBe(25 * 60);
    const session = new Session(def).run([{ type: "start" }]).wait(25 * 60);
    expect(types(session.ok({ type: "tick" }))).toEqual(["timeUp"]);
    expect(session.state.status).toBe("timeUp");
    session.ok({ type: "continueAfterTimeUp" });
    session.run(walkthrough.slice(1));
    expect(session.state.outcome).toBe("won");
    expect(resultOf(session.state)?.continuedAfterTimeUp).toBe(true);
  });

  it("is lost by stepping out onto the gallery after the warning", () => {
    const session = new Session(def).run(toLampRoom);
    session.ok({ type: "clickTarget", targetId: "galerie" });
    expect(session.state.status).toBe("running");
    session.ok({ type: "clickTarget", targetId: "galerie" });
    expect(session.state.outcome).toBe("lost");
  });
});

describe("La crypte oubliée", () => {
  const { definition: def, walkthrough } = DEMO_GAME_IDS["crypte-oubliee"];

  it("is lost by opening the half-open sarcophagus despite the warning", () => {
    const inCrypt = walkthrough.findIndex((a) => a.type === "useObject") + 1;
    const session = new Session(def).run(walkthrough.slice(0, inCrypt));
    session.ok({ type: "clickTarget", targetId: "sarcophage-droite" });
    expect(session.state.status).toBe("running");
    session.ok({ type: "clickTarget", targetId: "sarcophage-droite" });
    expect(session.state.outcome).toBe("lost");
  });
});
