import { afterEach, describe, expect, it, vi } from "vitest";
import type { AwareState, StudioEditor } from "../../rooms/protocol";
import { PEER_COLOURS, PEER_INK, contrast, initialsOf } from "../../app/studio/coedit/palette";
import { arrivals, cursorsIn, editorOfClient, editorsAt, othersOf, peopleOf, selfOf, withAware, withEditors, NO_PRESENCE } from "../../app/studio/coedit/presence";
import { latestThrottle } from "../../app/studio/coedit/throttle";

const editor = (conn: string, id: string, name: string, extra: Partial<StudioEditor> = {}): StudioEditor => ({
  conn, id, name, img: null, colour: 0, access: "edit", state: null, ...extra,
});
const state = (clientId: number, path: string[] | null, cursor: AwareState["cursor"] = null): AwareState => ({
  clientId, selection: path ? { path } : null, cursor,
});

afterEach(() => vi.useRealTimers());

describe("who is in the project, as the studio keeps it", () => {
  it("merges each editor's latest state into the room's list and keeps it when a new list comes without it", () => {
    let presence = withEditors(NO_PRESENCE, "c1", [editor("c1", "u1", "Moi"), editor("c2", "u2", "Alice")]);
    presence = withAware(presence, "c2", state(7, ["objects", "key"]));
    expect(editorsAt(othersOf(presence), ["objects", "key"]).map((e) => e.name)).toEqual(["Alice"]);
    presence = withEditors(presence, "c1", [editor("c1", "u1", "Moi"), editor("c2", "u2", "Alice"), editor("c3", "u3", "Bob")]);
    expect(presence.editors.find((e) => e.conn === "c2")?.state?.clientId).toBe(7);
    expect(editorOfClient(presence.editors, 7)?.name).toBe("Alice");
    expect(editorOfClient(presence.editors, 8)).toBeUndefined();
  });

  it("ignores a state from a connection the list does not name", () => {
    const presence = withEditors(NO_PRESENCE, "c1", [editor("c1", "u1", "Moi")]);
    expect(withAware(presence, "ghost", state(1, null))).toBe(presence);
  });

  it("leaves this connection out of the others, but not the same person's other tab", () => {
    const presence = withEditors(NO_PRESENCE, "c1", [editor("c1", "u1", "Moi", { access: "view" }), editor("c2", "u1", "Moi"), editor("c3", "u2", "Alice")]);
    expect(othersOf(presence).map((e) => e.conn)).toEqual(["c2", "c3"]);
    expect(selfOf(presence)?.access).toBe("view");
  });

  it("groups one person's tabs, and marks a person a viewer only when every tab views", () => {
    const people = peopleOf([
      editor("c2", "u2", "Alice", { colour: 3 }),
      editor("c3", "u2", "Alice", { colour: 4 }),
      editor("c4", "u3", "Bob", { access: "view" }),
    ]);
    expect(people).toEqual([
      { id: "u2", name: "Alice", img: null, colour: 3, tabs: 2, viewer: false },
      { id: "u3", name: "Bob", img: null, colour: 0, tabs: 1, viewer: true },
    ]);
  });

  it("announces a person arriving or leaving, not a second tab opening", () => {
    const before = peopleOf([editor("c2", "u2", "Alice")]);
    const after = peopleOf([editor("c2", "u2", "Alice"), editor("c3", "u2", "Alice"), editor("c4", "u3", "Bob")]);
    expect(arrivals(before, after)).toEqual({ joined: [after[1]], left: [] });
    expect(arrivals(after, []).left.map((p) => p.name)).toEqual(["Alice", "Bob"]);
  });

  it("lists the pointers over one scene only", () => {
    const others = [
      editor("c2", "u2", "Alice", { state: state(1, null, { space: "hall", x: 10, y: 20 }) }),
      editor("c3", "u3", "Bob", { state: state(2, null, { space: "cellar", x: 1, y: 2 }) }),
    ];
    expect(cursorsIn(others, "hall").map(({ editor: e, x, y }) => [e.name, x, y])).toEqual([["Alice", 10, 20]]);
  });
});

describe("the editors' colours", () => {
  it("has twelve colours, each readable under white initials (AA) and visible on the white page", () => {
    expect(PEER_COLOURS).toHaveLength(12);
    expect(new Set(PEER_COLOURS).size).toBe(12);
    for (const colour of PEER_COLOURS) {
      expect(contrast(colour, PEER_INK), colour).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour, "#ffffff"), colour).toBeGreaterThanOrEqual(3);
    }
  });

  it("computes WCAG contrast and initials", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(initialsOf("Alice Martin")).toBe("AM");
    expect(initialsOf("  élodie ")).toBe("É");
    expect(initialsOf("")).toBe("?");
  });
});

describe("sending this editor's pointer", () => {
  it("sends the first value at once, then at most one per interval, and always the latest", () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    const throttle = latestThrottle((n: number) => sent.push(n), 50);
    throttle.push(1);
    throttle.push(2);
    throttle.push(3);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(50);
    expect(sent).toEqual([1, 3]);
    for (let n = 4; n <= 20; n++) {
      throttle.push(n);
      vi.advanceTimersByTime(5);
    }
    vi.advanceTimersByTime(100);
    // 17 values over 85 ms: a handful of messages, the last one 20.
    expect(sent.length).toBeLessThanOrEqual(5);
    expect(sent.at(-1)).toBe(20);
  });

  it("drops what waits when cancelled", () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    const throttle = latestThrottle((n: number) => sent.push(n), 50);
    throttle.push(1);
    throttle.push(2);
    throttle.cancel();
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([1]);
  });
});
