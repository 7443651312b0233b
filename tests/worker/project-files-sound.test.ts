import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FILE_MAX_BYTES } from "../../app/lib/projects/files/upload.server";
import { filesText, mp3, objectsOf, ownerWithProject, storageOf, text, upload, uploaded } from "./project-files-fixtures";

/** A game's music and effects are uploaded like its pictures (issue 27): typed by their bytes, size-capped and counted. */

const ascii = (value: string) => [...value].map((c) => c.charCodeAt(0));
function padded(head: number[], size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
}
const ogg = (size = 4000) => padded([...ascii("OggS"), 0, 2], size);
const wav = (size = 5000) => padded([...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WAVEfmt ")], size);

describe("a sound uploaded to a project", () => {
  it.each([
    ["musique.mp3", "audio/mpeg", mp3(3000)],
    ["porte.ogg", "audio/ogg", ogg(4000)],
    ["cadenas.wav", "audio/wav", wav(5000)],
  ] as const)("%s is a sound by its content, served as %s, its exact size counted", async (name, mime, body) => {
    const { user, project } = await ownerWithProject();
    const before = await storageOf(user.id);
    const file = await uploaded(user, project.id, name, body);
    expect(file).toMatchObject({ name, kind: "sound", size: body.byteLength, width: null, height: null });
    expect(await storageOf(user.id)).toBe(before + body.byteLength);
    const served = await SELF.fetch(`http://escaplay.fr${file.url}`, { headers: { Host: "escaplay.fr" } });
    expect(served.headers.get("Content-Type")).toBe(mime);
    expect((await served.arrayBuffer()).byteLength).toBe(body.byteLength);
  });

  it.each([
    ["a WAV recording named .mp3", "effet.mp3", wav()],
    ["an Ogg file named .wav", "effet.wav", ogg()],
    ["a script named .ogg", "musique.ogg", text()],
  ] as const)("refuses %s, storing and counting nothing", async (_what, name, body) => {
    const { user, project } = await ownerWithProject();
    const before = await storageOf(user.id);
    const res = await upload(user.cookie, project.id, name, body);
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: "spoofed", message: filesText("errors.spoofed") });
    expect(await objectsOf(user.fileUid)).toEqual([]);
    expect(await storageOf(user.id)).toBe(before);
  });

  it("refuses a recording over the size cap before reserving or storing a byte", async () => {
    const { user, project } = await ownerWithProject(3);
    const before = await storageOf(user.id);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(wav(1000));
        controller.close();
      },
    });
    const res = await SELF.fetch(`http://escaplay.fr/resources/project-files/${project.id}?name=concert.wav&path=%2F&size=${FILE_MAX_BYTES + 1}`, {
      method: "PUT",
      body,
      headers: { Host: "escaplay.fr", Cookie: user.cookie, Accept: "application/json" },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: "fileTooLarge", message: filesText("errors.fileTooLarge", { max: "50 Mo" }) });
    expect(await objectsOf(user.fileUid)).toEqual([]);
    expect(await storageOf(user.id)).toBe(before);
  });
});
