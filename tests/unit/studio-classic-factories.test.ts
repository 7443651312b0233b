import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { BlockSchema, ClassicSceneSchema, PuzzleSchema, RoomSchema } from "../../app/engine/definition";
import en from "../../app/i18n/messages/studio-classic/en";
import fr from "../../app/i18n/messages/studio-classic/fr";
import { asBlock, insertIndex, moved, pageToShow } from "../../app/studio/classic/classic-draft";
import { blockDefaultsReady, newBlock, newClassicPage, newCodePuzzle, newRoom } from "../../app/studio/classic/factories";
import { nameOf } from "../../app/studio/selection";
import type { Draft } from "../../app/studio/types";

let counter = 0;
const newId = (prefix: string) => `${prefix}-${++counter}`;
const valid = (schema: v.GenericSchema, item: unknown) => v.safeParse(schema, item).success;

describe("the Classic editor's factories", () => {
  it("make a new page and its room that the engine accepts", () => {
    const room = newRoom(newId, fr.workspace.defaultRoomName);
    const page = newClassicPage(newId, `  ${fr.workspace.defaultPageName} `, room.id);
    expect(valid(RoomSchema, room)).toBe(true);
    expect(valid(ClassicSceneSchema, page)).toBe(true);
    expect(page).toMatchObject({ kind: "classic", roomId: room.id, name: "Nouvelle page", blocks: [], puzzleIds: [] });
  });

  it("make an empty text block that the engine accepts: what to write is the field's placeholder, not its text", () => {
    const block = newBlock(newId, "text", {});
    expect(valid(BlockSchema, block)).toBe(true);
    expect(block).toMatchObject({ kind: "text", text: "", interactions: [] });
    for (const texts of [fr, en]) expect(JSON.stringify(block)).not.toContain(texts.blockForm.textPlaceholder);
    expect(newBlock(newId, "text", { text: " Pasted words " })).toMatchObject({ text: "Pasted words" });
  });

  it("make image, sound and video blocks from the file and words asked first", () => {
    const image = newBlock(newId, "image", { src: "/demo/manor/portrait.webp", alt: " A portrait " });
    const audio = newBlock(newId, "audio", { src: "u/abc/p/def/voice.mp3", label: "A voice" });
    const video = newBlock(newId, "video", { src: "https://videos.example.org/film.mp4", label: "The film" });
    for (const block of [image, audio, video]) expect(valid(BlockSchema, block)).toBe(true);
    expect(image).toMatchObject({ kind: "image", alt: "A portrait" });
    expect(audio).toMatchObject({ kind: "audio", label: "A voice" });
    expect(video).toMatchObject({ kind: "video", label: "The film" });
  });

  it("only let the add form create a media block once its file and words are there", () => {
    expect(blockDefaultsReady("image", { src: "", alt: "A portrait" })).toBe(false);
    expect(blockDefaultsReady("image", { src: "/a.png", alt: "  " })).toBe(false);
    expect(blockDefaultsReady("image", { src: "/a.png", alt: "A portrait" })).toBe(true);
    expect(blockDefaultsReady("video", { src: "https://x.org/v.mp4", label: "" })).toBe(false);
    expect(blockDefaultsReady("audio", { src: "/s.mp3", label: "Voice" })).toBe(true);
    expect(blockDefaultsReady("text", { text: "Hello" })).toBe(true);
    expect(blockDefaultsReady("text", {})).toBe(true);
  });

  it("make a code puzzle that the engine accepts, in every language", () => {
    for (const texts of [fr, en]) {
      const puzzle = newCodePuzzle(newId, { name: texts.puzzles.newCodeName, solved: texts.puzzles.newCodeSolved });
      expect(valid(PuzzleSchema, puzzle)).toBe(true);
      expect(puzzle.id).toMatch(/^puzzle-/);
    }
  });

  it("make fresh ids every time", () => {
    const a = newBlock(newId, "text", { text: "a" });
    const b = newBlock(newId, "text", { text: "a" });
    expect(a.id).not.toBe(b.id);
  });
});

const page = (id: string, blocks: string[], puzzleIds: string[] = []) => ({
  id,
  kind: "classic" as const,
  roomId: "room",
  name: id,
  blocks: blocks.map((blockId) => ({ id: blockId, kind: "text" as const, text: blockId, interactions: [] })),
  puzzleIds,
});
const draft = { scenes: [page("one", ["a", "b"], ["p1"]), page("two", ["c"], ["p2"])] } as unknown as Draft;

describe("reading a Classic draft", () => {
  it("shows the page holding the selection, else the one shown before, else the first", () => {
    expect(pageToShow(draft, { path: ["scenes", "two", "blocks", "c"] }, "one")?.id).toBe("two");
    expect(pageToShow(draft, { path: ["settings"] }, "two")?.id).toBe("two");
    expect(pageToShow(draft, null, null)?.id).toBe("one");
    expect(pageToShow(draft, { path: ["puzzles", "p2"] }, "one")?.id).toBe("two");
    expect(pageToShow(draft, { path: ["puzzles", "unplaced"] }, "two")?.id).toBe("two");
    expect(pageToShow({ scenes: [] } as unknown as Draft, null, null)).toBeUndefined();
  });

  it("adds a block after the selected one, or at the end", () => {
    const first = page("p", ["a", "b", "c"]);
    expect(insertIndex(first, "a")).toBe(1);
    expect(insertIndex(first, null)).toBe(3);
    expect(insertIndex(first, "gone")).toBe(3);
  });

  it("moves a puzzle of a page by one place, and not past the edges", () => {
    expect(moved(["a", "b", "c"], "b", -1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], "b", 1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
  });

  it("pastes only what is a valid block", () => {
    expect(asBlock({ id: "x", kind: "text", text: "Hi", interactions: [] })).toMatchObject({ id: "x" });
    expect(asBlock({ id: "x", kind: "zone", label: "Door", interactions: [] })).toBeNull();
    expect(asBlock({ id: "x", kind: "image", src: "javascript:alert(1)", alt: "x", interactions: [] })).toBeNull();
  });
});

describe("a text block's name in the tree and the inspector", () => {
  it("is its words without the formatting markers", () => {
    expect(nameOf({ id: "b", kind: "text", text: "# Journal\nLe **capitaine** a noté *trois* chiffres.", interactions: [] })).toBe("Journal\nLe capitaine a noté trois chiffres.");
  });
});
