import * as encoding from "lib0/encoding";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { ChunkedFrames, classifyFrame, MAX_UPDATE_BYTES } from "../../rooms/project/frames";
import { PROJECT_LIMITS, ProjectLimits } from "../../rooms/project/limits";

function syncFrame(step: number, payload: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 0);
  encoding.writeVarUint(encoder, step);
  encoding.writeVarUint8Array(encoder, payload);
  return encoding.toUint8Array(encoder);
}

function anUpdate(): Uint8Array {
  const doc = new Y.Doc();
  doc.getMap("definition").set("title", "Le manoir");
  return Y.encodeStateAsUpdate(doc);
}

const marker = (body: object) => `y-pk-batch#${JSON.stringify(body)}`;

describe("what a project room reads in a client's frame", () => {
  it("tells a request for what is missing, a change, an empty change and awareness apart", () => {
    expect(classifyFrame(syncFrame(0, Y.encodeStateVector(new Y.Doc())))).toBe("sync-request");
    expect(classifyFrame(syncFrame(2, anUpdate()))).toBe("change");
    expect(classifyFrame(syncFrame(1, anUpdate()))).toBe("change");
    expect(classifyFrame(syncFrame(1, Y.encodeStateAsUpdate(new Y.Doc())))).toBe("empty-change");
    expect(classifyFrame(new Uint8Array([1, 0]))).toBe("awareness");
  });

  it("calls malformed an update cut short, an unknown step or type, and an empty frame", () => {
    const update = anUpdate();
    expect(classifyFrame(syncFrame(2, update.slice(0, update.length - 4)))).toBe("malformed");
    expect(classifyFrame(syncFrame(7, update))).toBe("malformed");
    expect(classifyFrame(new Uint8Array([5, 0]))).toBe("malformed");
    expect(classifyFrame(new Uint8Array([]))).toBe("malformed");
  });

  it("puts a chunked frame back together only when its markers and chunks agree", () => {
    const whole = syncFrame(2, anUpdate());
    const chunks = new ChunkedFrames();
    expect(chunks.marker(marker({ type: "start", id: "a", count: 2, size: whole.length }))).toBe("pending");
    expect(chunks.chunk(whole.slice(0, 5))).toBe("pending");
    expect(chunks.chunk(whole.slice(5))).toBe("pending");
    expect(chunks.marker(marker({ type: "end", id: "a", count: 2, size: whole.length }))).toEqual(whole);

    expect(chunks.marker(marker({ type: "start", id: "b", count: 1, size: 10 }))).toBe("pending");
    expect(chunks.chunk(new Uint8Array(11))).toBe("refused");
    expect(chunks.marker(marker({ type: "start", id: "c", count: 1, size: MAX_UPDATE_BYTES + 1 }))).toBe("refused");
    expect(chunks.marker("y-pk-batch#{broken")).toBe("refused");
    expect(chunks.marker(marker({ type: "end", id: "d", count: 0, size: 0 }))).toBe("refused");
    expect(chunks.chunk(new Uint8Array(1))).toBe("refused");
  });
});

describe("a project room's flood limits", () => {
  it("lets a burst through, then only the steady rate, per connection", () => {
    const limits = new ProjectLimits();
    const { burst, perSecond } = PROJECT_LIMITS.changes;
    let passed = 0;
    for (let i = 0; i < burst + 50; i++) if (limits.change("a", 0)) passed += 1;
    expect(passed).toBe(burst);
    expect(limits.change("b", 0)).toBe(true);
    let later = 0;
    for (let i = 0; i < perSecond * 2; i++) if (limits.change("a", 1_000)) later += 1;
    expect(later).toBe(perSecond);
  });

  it("drops pointers over their own limit without touching the changes", () => {
    const limits = new ProjectLimits();
    for (let i = 0; i < PROJECT_LIMITS.aware.burst; i++) limits.aware("a", 0);
    expect(limits.aware("a", 0)).toBe(false);
    expect(limits.change("a", 0)).toBe(true);
  });
});
