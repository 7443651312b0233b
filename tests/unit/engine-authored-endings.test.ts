import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { parseDefinition, stripSolutions } from "../../app/engine";
import { deriveDraftJson } from "../../app/lib/drafts/derived.server";
import { readDefinition, writeDefinition } from "../../app/lib/drafts/document";
import { setAt } from "../../app/lib/drafts/edits";
import { assetsOf } from "../../app/lib/play/definitions.server";
import { asDraft } from "../../app/studio/draft-shape";
import { revealedMore } from "../../rooms/play/messages";
import { clockmaker, FIXTURES, Session, tweak } from "./engine-helpers";

/**
 * The win and lose screens in the creator's own words (`rules.endings`): optional, checked like any other
 * text and picture, kept from the player until the game ends, then given for the outcome reached only.
 */

const won = { text: "The clockmaker's secret was in the pendulum all along.", image: "/demo/end-won.png", alt: "The workshop at dawn" };
const lost = { text: "The workshop falls silent for good." };
const withEndings = () => tweak(clockmaker(), (d) => void (d.rules.endings = { won, lost }));

describe("an authored ending in the definition", () => {
  it("is optional: a game stored before endings existed is still valid", () => {
    expect(clockmaker().rules.endings).toBeUndefined();
    expect(parseDefinition(clockmaker()).ok).toBe(true);
  });

  it("takes a text, a picture and its description for a win, a loss or both", () => {
    const parsed = parseDefinition(withEndings());
    expect(parsed.ok && parsed.definition.rules.endings).toEqual({ won, lost });
    expect(parseDefinition({ ...clockmaker(), rules: { ...clockmaker().rules, endings: { lost: { image: "u/abc/p/def/end.jpg" } } } }).ok).toBe(true);
  });

  it("refuses a script for a picture, an empty or overlong text, and anything else than a win or a loss", () => {
    const codes = (endings: unknown) => {
      const parsed = parseDefinition({ ...clockmaker(), rules: { ...clockmaker().rules, endings } });
      return parsed.ok ? [] : parsed.issues.map((issue) => `${issue.path} ${issue.code}`);
    };
    expect(codes({ won: { image: "javascript:alert(1)" } })).toEqual(["rules.endings.won.image badAsset"]);
    expect(codes({ won: { text: "   " } })).toEqual(["rules.endings.won.text empty"]);
    expect(codes({ lost: { text: "x".repeat(2001) } })).toEqual(["rules.endings.lost.text tooLong"]);
    expect(codes({ timeUp: { text: "Too late." } })).toEqual(["rules.endings.timeUp unknownField"]);
    expect(codes({ won: { text: "Bravo", music: "/a.mp3" } })).toEqual(["rules.endings.won.music unknownField"]);
  });

  it("puts its picture among the files a game loads and checks before play", () => {
    expect(assetsOf(withEndings())).toContain("/demo/end-won.png");
    expect(assetsOf(clockmaker())).not.toContain("/demo/end-won.png");
  });
});

describe("an authored ending in play", () => {
  it("stays on the server while the game is on, even in the room's view of a running session", () => {
    const session = new Session(withEndings());
    expect(JSON.stringify(stripSolutions(session.def))).not.toContain("pendulum");
    session.run([{ type: "start" }]);
    expect(stripSolutions(session.def, session.state).rules.ending).toBeUndefined();
    expect(JSON.stringify(stripSolutions(session.def, session.state))).not.toContain("pendulum");
  });

  it("comes with the end of a won game, the win's ending only, and the room sends the view again then", () => {
    const session = new Session(withEndings());
    session.run(FIXTURES.interface.walkthrough.slice(0, -1));
    const before = session.state;
    session.run(FIXTURES.interface.walkthrough.slice(-1));
    expect(session.state.outcome).toBe("won");
    expect(stripSolutions(session.def, session.state).rules.ending).toEqual(won);
    expect(revealedMore(before, session.state)).toBe(true);
  });

  it("gives the loss's ending to a lost game, and none to a game the player left", () => {
    const def = tweak(withEndings(), (d) => void (d.rules.loseWhen = [{ type: "hasObject", objectId: "small-gear" }]));
    const took = new Session(def);
    took.run([{ type: "start" }, { type: "pickObject", objectId: "small-gear" }]);
    expect(took.state.outcome).toBe("lost");
    expect(stripSolutions(def, took.state).rules.ending).toEqual(lost);

    const left = new Session(def);
    left.run([{ type: "start" }, { type: "leave" }]);
    expect(stripSolutions(def, left.state).rules.ending).toBeUndefined();
  });
});

describe("an authored ending in the studio's draft", () => {
  it("is written by a form, read back by the editors and stored as the game it publishes", () => {
    const doc = new Y.Doc();
    writeDefinition(doc, clockmaker());
    setAt(doc, ["rules", "endings"], { won }, "editor");
    setAt(doc, ["rules", "endings", "won", "text"], "Free at last.", "editor");
    expect(asDraft(readDefinition(doc))?.rules.endings).toEqual({ won: { ...won, text: "Free at last." } });

    const stored = deriveDraftJson(Y.encodeStateAsUpdate(doc).slice().buffer);
    const json = stored.kind === "json" ? JSON.parse(stored.json) : null;
    const parsed = parseDefinition(json);
    expect(parsed.ok && parsed.definition.rules.endings).toEqual({ won: { ...won, text: "Free at last." } });
  });
});
