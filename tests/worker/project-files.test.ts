import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MB } from "../../app/lib/plans";
import { filesText, jpeg, keyOf, list, mp3, objectsOf, ownerWithProject, png, storageOf, svg, text, upload, uploaded } from "./project-files-fixtures";

/** Uploading a project's files (ADR 016): the type read from the bytes, phone-sized images, and the storage quota before a byte is stored. */

type Refusal = { error: string; message: string; upgrade?: string };

describe("an upload to a project", () => {
  it("stores the file in R2, lists it in its folder and counts its exact size against the owner's storage", async () => {
    const { user, project } = await ownerWithProject();
    const before = await storageOf(user.id);
    const body = png(800, 600, 12_345);
    const file = await uploaded(user, project.id, "salon.png", body);
    expect(file).toMatchObject({ name: "salon.png", kind: "image", size: 12_345, width: 800, height: 600, folder: "/" });
    expect(file.url).toMatch(new RegExp(`^/files/projects/${user.fileUid}/[A-Za-z0-9_-]{16}\\.png$`));
    expect(await storageOf(user.id)).toBe(before + 12_345);
    const object = await env.FILES.head(keyOf(file.url));
    expect(object?.size).toBe(12_345);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    const listing = (await (await list(user.cookie, project.id)).json()) as { files: { id: string }[]; storage: { used: number; limit: number } };
    expect(listing.files.map((row) => row.id)).toEqual([file.id]);
    expect(listing.storage).toEqual({ used: before + 12_345, limit: 10 * MB });
  });

  it("serves the file read-only, with its real type and the locked-down headers", async () => {
    const { user, project } = await ownerWithProject();
    const file = await uploaded(user, project.id, "porte.jpg", jpeg(640, 480));
    const res = await SELF.fetch(`http://escaplay.fr${file.url}`, { headers: { Host: "escaplay.fr" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(new Uint8Array(await res.arrayBuffer()).byteLength).toBe(2000);
  });

  it("recognises a sound and a 2:1 panorama by their content", async () => {
    const { user, project } = await ownerWithProject();
    expect((await uploaded(user, project.id, "tic-tac.mp3", mp3())).kind).toBe("sound");
    const panorama = await uploaded(user, project.id, "phare.jpg", jpeg(8192, 4096));
    expect(panorama).toMatchObject({ kind: "panorama", width: 8192, height: 4096 });
  });
});

describe("a file refused by its content", () => {
  const cases = [
    ["a script renamed .png", "image.png", text(), "spoofed"],
    ["a JPEG named .png", "photo.png", jpeg(100, 100), "spoofed"],
    ["a program with an unknown extension", "outil.exe", text(), "unknownType"],
    ["an SVG image, whatever its name", "logo.png", svg(), "svg"],
    ["an SVG image named .svg", "logo.svg", svg(), "svg"],
  ] as const;
  for (const [what, name, body, error] of cases) {
    it(`refuses ${what} with a clear message, and stores nothing`, async () => {
      const { user, project } = await ownerWithProject();
      const before = await storageOf(user.id);
      const res = await upload(user.cookie, project.id, name, body);
      expect(res.status).toBe(415);
      const refusal = (await res.json()) as Refusal;
      expect(refusal).toMatchObject({ error, message: filesText(`errors.${error}`) });
      expect(await objectsOf(user.fileUid)).toEqual([]);
      expect(await storageOf(user.id)).toBe(before);
    });
  }

  it("refuses an image too large for phones, saying the largest size allowed", async () => {
    const { user, project } = await ownerWithProject();
    const res = await upload(user.cookie, project.id, "fresque.png", png(5000, 3000));
    expect(res.status).toBe(400);
    const refusal = (await res.json()) as Refusal;
    expect(refusal.error).toBe("imageTooLarge");
    expect(refusal.message).toContain("4096 px");
    expect(await objectsOf(user.fileUid)).toEqual([]);
  });

  it("refuses a panorama larger than 8192 × 4096, in the site's language", async () => {
    const { user, project } = await ownerWithProject();
    const res = await upload(user.cookie, project.id, "pano.jpg", jpeg(10_000, 5000), "/", "en");
    const refusal = (await res.json()) as Refusal;
    expect(refusal.error).toBe("panoramaTooLarge");
    expect(refusal.message).toBe(filesText("errors.panoramaTooLarge", { panoramaWidth: 8192, panoramaHeight: 4096 }, "en"));
  });
});

describe("a body that is not the size it declared", () => {
  function streamed(projectId: string, cookie: string, declared: number, chunks: Uint8Array[]) {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    return SELF.fetch(`http://escaplay.fr/resources/project-files/${projectId}?name=a.png&path=%2F&size=${declared}`, {
      method: "PUT",
      body,
      headers: { Host: "escaplay.fr", Cookie: cookie, Accept: "application/json" },
    });
  }

  for (const [what, chunks] of [
    ["longer", [png(10, 10, 300_000), new Uint8Array(5000)]],
    ["shorter", [png(10, 10, 200_000)]],
  ] as const) {
    it(`is stopped when ${what} than declared, and its reservation given back`, async () => {
      const { user, project } = await ownerWithProject();
      const before = await storageOf(user.id);
      const res = await streamed(project.id, user.cookie, what === "longer" ? 300_000 : 202_000, [...chunks]);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Refusal).error).toBe("sizeMismatch");
      expect(await objectsOf(user.fileUid)).toEqual([]);
      expect(await storageOf(user.id)).toBe(before);
    });
  }
});

describe("the storage quota", () => {
  it("refuses an upload past the Basic plan's 10 MB before a byte is stored, with the upgrade prompt", async () => {
    const { user, project } = await ownerWithProject(1);
    await env.DB.prepare("UPDATE users SET storage_bytes = ? WHERE id = ?").bind(10 * MB - 1000, user.id).run();
    const res = await upload(user.cookie, project.id, "grand.png", png(1000, 1000, 1001));
    expect(res.status).toBe(403);
    const refusal = (await res.json()) as Refusal;
    expect(refusal.upgrade).toBe("/account?tab=subscription");
    expect(refusal.message).toBe(filesText("errors.quota", { limit: "10 Mo" }));
    expect(await objectsOf(user.fileUid)).toEqual([]);
    expect(await storageOf(user.id)).toBe(10 * MB - 1000);
    const fits = await upload(user.cookie, project.id, "juste.png", png(1000, 1000, 1000));
    expect(fits.status).toBe(201);
    expect(await storageOf(user.id)).toBe(10 * MB);
  });

  it("lets only one of two uploads at once take the last free bytes", async () => {
    const { user, project } = await ownerWithProject(1);
    await env.DB.prepare("UPDATE users SET storage_bytes = ? WHERE id = ?").bind(10 * MB - 3000, user.id).run();
    const results = await Promise.all(["a.png", "b.png"].map((name) => upload(user.cookie, project.id, name, png(10, 10, 2000))));
    expect(results.map((res) => res.status).sort()).toEqual([201, 403]);
    expect(await objectsOf(user.fileUid)).toHaveLength(1);
    expect(await storageOf(user.id)).toBe(10 * MB - 1000);
  });

  it("gives a Pro creator 1 GB", async () => {
    const { user, project } = await ownerWithProject(3);
    await env.DB.prepare("UPDATE users SET storage_bytes = ? WHERE id = ?").bind(20 * MB, user.id).run();
    const res = await upload(user.cookie, project.id, "ok.png", png(10, 10, 5000));
    expect(res.status).toBe(201);
  });
});
