import { afterEach, describe, expect, it, vi } from "vitest";
import type { AwareState, StudioEditor } from "../../rooms/protocol";
import { CoeditStore } from "../../app/studio/coedit/store";

const editor = (conn: string, name: string): StudioEditor => ({ conn, id: `u-${conn}`, name, img: null, colour: 1, access: "edit", state: null });

afterEach(() => vi.useRealTimers());

describe("this editor's part of the room's volatile channel", () => {
  it("sends its Yjs client id with what it selects, the field it types in and its pointer, the latest last", () => {
    vi.useFakeTimers();
    const store = new CoeditStore();
    store.select(["scenes", "hall"]);
    const sent: AwareState[] = [];
    store.attach((state) => sent.push(state), 4242);
    expect(sent).toEqual([{ clientId: 4242, selection: { path: ["scenes", "hall"] }, cursor: null }]);
    store.field("label");
    store.pointer({ space: "hall", x: 10, y: 20 });
    store.pointer({ space: "hall", x: 11, y: 21 });
    vi.advanceTimersByTime(100);
    expect(sent.at(-1)).toEqual({ clientId: 4242, selection: { path: ["scenes", "hall"], field: "label" }, cursor: { space: "hall", x: 11, y: 21 } });
    // Another item forgets the field; nothing is sent again for an unchanged selection.
    store.select(["objects", "key"]);
    store.select(["objects", "key"]);
    vi.advanceTimersByTime(100);
    expect(sent.at(-1)?.selection).toEqual({ path: ["objects", "key"] });
    expect(sent).toHaveLength(3);
  });

  it("re-renders the selection readers when a selection changes, not when only a pointer moves", () => {
    const store = new CoeditStore();
    let lists = 0;
    let lives = 0;
    store.subscribeList(() => lists++);
    store.subscribeLive(() => lives++);
    store.setEditors("c1", [editor("c1", "Moi"), editor("c2", "Alice")]);
    expect([lists, lives]).toEqual([1, 1]);
    store.setAware("c2", { clientId: 2, selection: { path: ["settings"] }, cursor: null });
    expect([lists, lives]).toEqual([2, 2]);
    store.setAware("c2", { clientId: 2, selection: { path: ["settings"] }, cursor: { space: "hall", x: 1, y: 1 } });
    expect([lists, lives]).toEqual([2, 3]);
    expect(store.live.editors[1].state?.cursor).toEqual({ space: "hall", x: 1, y: 1 });
    expect(store.list.editors[1].state?.selection).toEqual({ path: ["settings"] });
  });

  it("forgets everyone when the connection is closed", () => {
    const store = new CoeditStore();
    const detach = store.attach(() => undefined, 1);
    store.setEditors("c1", [editor("c1", "Moi"), editor("c2", "Alice")]);
    detach();
    expect(store.list.editors).toEqual([]);
  });
});
