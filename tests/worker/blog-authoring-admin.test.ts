import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { open, send } from "./account-area-fixtures";
import { adminPage, player, staff, tokenFor } from "./admin-fixtures";
import { authoringText, postAudit, postRow, submitPost } from "./blog-authoring-fixtures";

/**
 * Writing the blog in the back office (ADR 051): staff of either role write, everyone else meets the site's 404
 * (pages and forms alike), every write carries the session's form token and leaves its line in the audit log.
 */

describe("who may write the blog", () => {
  it("answers 404 to visitors and players on every page and every form, even with a genuine token", async () => {
    const admin = await staff("admin");
    expect((await submitPost(admin, { id: "deja-la", title: "Déjà là", intent: "draft" })).status).toBe(302);
    for (const who of [null, await player(), await player(5)]) {
      for (const path of ["/admin/blog", "/admin/blog?state=draft", "/admin/blog/new", "/admin/blog/deja-la"]) {
        expect((await adminPage(path, who)).status, `${path} for ${who ? "a player" : "a visitor"}`).toBe(404);
      }
      for (const path of ["/admin/blog/new", "/admin/blog/deja-la"]) {
        expect((await submitPost(who, { id: "intrus", intent: "publish" }, path)).status, `POST ${path}`).toBe(404);
      }
      expect((await submitPost(who, { intent: "delete", confirm: "yes" }, "/admin/blog/deja-la")).status).toBe(404);
      expect((await send("/admin/blog", {}, who?.cookie ?? "")).status).toBe(404);
    }
    expect(await postRow("intrus")).toBeNull();
    expect(await postRow("deja-la")).toMatchObject({ status: "draft" });
    expect((await postAudit("deja-la")).map((l) => l.action)).toEqual(["blog-save"]);
  });

  it("lets moderators and admins write, and keeps the pages out of every cache", async () => {
    for (const role of ["moderator", "admin"] as const) {
      const who = await staff(role);
      for (const path of ["/admin/blog", "/admin/blog/new"]) {
        const res = await open(path, who.cookie);
        expect(res.status, `${path} for a ${role}`).toBe(200);
        expect(res.headers.get("Cache-Control")).toBe("no-store");
        await res.arrayBuffer();
      }
      const saved = await submitPost(who, { id: `par-${role}`, intent: "publish" });
      expect(saved.status).toBe(302);
      expect(saved.location).toBe(`/admin/blog/par-${role}?done=publish`);
      expect(await postRow(`par-${role}`)).toMatchObject({ status: "published", authorId: who.id });
      expect(await postAudit(`par-${role}`)).toEqual([{ action: "blog-publish", staffId: who.id, targetName: "Une énigme pour la rentrée" }]);
      expect((await adminPage("/admin/blog", who)).text).toContain("Une énigme pour la rentrée");
    }
  });

  it("takes the right away with the role, on the very next request", async () => {
    const moderator = await staff("moderator");
    expect((await adminPage("/admin/blog", moderator)).status).toBe(200);
    await env.DB.prepare("UPDATE users SET staff_role = NULL WHERE id = ?").bind(moderator.id).run();
    expect((await adminPage("/admin/blog", moderator)).status).toBe(404);
    expect((await submitPost(moderator, { id: "trop-tard", intent: "publish" })).status).toBe(404);
  });

  it("refuses a form without this session's token, and writes nothing", async () => {
    const admin = await staff("admin");
    const other = await staff("admin");
    for (const token of ["", "0".repeat(64), await tokenFor(other)]) {
      const res = await submitPost(admin, { id: "sans-jeton", intent: "publish" }, "/admin/blog/new", token);
      expect(res.status).toBe(403);
      expect(res.text).toContain(authoringText("errors.token"));
    }
    expect(await postRow("sans-jeton")).toBeNull();
    expect(await postAudit("sans-jeton")).toEqual([]);
  });
});

describe("the post form", () => {
  it("sends a refused post back with each error next to its field and everything typed", async () => {
    const admin = await staff("admin");
    const res = await submitPost(admin, { id: "Pas Une Adresse", title: "", category: "9", body: "Mon texte gardé", coverPath: "https://tracker.example/p.gif", intent: "publish" });
    expect(res.status).toBe(400);
    expect(res.text).toContain(authoringText("errors.invalid"));
    for (const [field, key] of [["id", "slug"], ["title", "title"], ["category", "category"], ["coverPath", "cover"]]) {
      expect(res.html, field).toMatch(new RegExp(`id="post-${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="post-${field}"`));
      expect(res.html).toContain(`id="post-${field}-error"`);
      expect(res.text).toContain(authoringText(`errors.${key}`));
    }
    expect(res.html).toContain("Mon texte gardé");
    expect(await postRow("pas-une-adresse")).toBeNull();
  });

  it("refuses an address already taken, and a schedule in the past", async () => {
    const admin = await staff("admin");
    expect((await submitPost(admin, { id: "bienvenue-sur-escaplay", intent: "draft" })).text).toContain(authoringText("errors.taken"));
    const past = new Date(Date.now() - 3_600_000).toISOString().slice(0, 16);
    const res = await submitPost(admin, { id: "dans-le-passe", intent: "schedule", publishAt: past });
    expect(res.status).toBe(400);
    expect(res.text).toContain(authoringText("errors.publishAt"));
    expect(await postRow("dans-le-passe")).toBeNull();
    // The seeded post is what it was.
    expect(await postRow("bienvenue-sur-escaplay")).toMatchObject({ status: "published", title: "Bienvenue sur Escaplay" });
  });

  it("previews the markdown as readers will see it, saving nothing", async () => {
    const admin = await staff("moderator");
    const res = await submitPost(admin, { id: "apercu", intent: "preview", body: "## Sous-titre\n\n<script>alert(1)</script>" });
    expect(res.status).toBe(200);
    expect(res.html).toContain("<h2>Sous-titre</h2>");
    expect(res.html).not.toContain("<script>alert(1)");
    expect(res.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(await postRow("apercu")).toBeNull();
  });

  it("edits, unpublishes and deletes a post, each change in the audit log", async () => {
    const admin = await staff("admin");
    await submitPost(admin, { id: "cycle", intent: "publish" });
    const first = (await postRow("cycle"))!.publishedAt;
    // An edit of a public post keeps its date and its address, whatever address the form sends.
    await submitPost(admin, { id: "autre-adresse", title: "Titre corrigé", intent: "publish" }, "/admin/blog/cycle");
    expect(await postRow("cycle")).toMatchObject({ title: "Titre corrigé", publishedAt: first, status: "published" });
    expect(await postRow("autre-adresse")).toBeNull();
    const unpublished = await submitPost(admin, { intent: "unpublish" }, "/admin/blog/cycle");
    expect(unpublished.location).toBe("/admin/blog/cycle?done=unpublish");
    expect(await postRow("cycle")).toMatchObject({ status: "draft", publishedAt: null });
    // Deleting asks for the confirmation box.
    expect((await submitPost(admin, { intent: "delete" }, "/admin/blog/cycle")).status).toBe(400);
    expect(await postRow("cycle")).not.toBeNull();
    expect((await submitPost(admin, { intent: "delete", confirm: "yes" }, "/admin/blog/cycle")).location).toBe("/admin/blog?done=delete");
    expect(await postRow("cycle")).toBeNull();
    expect((await postAudit("cycle")).map((l) => l.action)).toEqual(["blog-publish", "blog-publish", "blog-unpublish", "blog-delete"]);
    const audit = await adminPage("/admin/audit", admin);
    expect(audit.text).toContain("Titre corrigé");
    expect(audit.html).toContain('href="/admin/blog/cycle"');
  });

  it("lists posts by language, category and state", async () => {
    const admin = await staff("admin");
    await submitPost(admin, { id: "brouillon-de", language: "de", title: "Entwurf über Rätsel", intent: "draft" });
    await submitPost(admin, { id: "publie-it", language: "it", category: "3", title: "Giochi pubblicati", intent: "publish" });
    const drafts = await adminPage("/admin/blog?state=draft", admin);
    expect(drafts.text).toContain("Entwurf über Rätsel");
    expect(drafts.text).not.toContain("Giochi pubblicati");
    const italian = await adminPage("/admin/blog?language=it&category=3&state=published", admin);
    expect(italian.text).toContain("Giochi pubblicati");
    expect(italian.text).not.toContain("Bienvenue sur Escaplay");
  });
});

describe("pictures for posts", () => {
  const PNG = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 2, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0xf4, 0x78, 0xd4, 0xfa,
  ]);

  async function upload(who: { cookie: string }, bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
    const form = new FormData();
    form.set("token", await tokenFor(who));
    form.set("intent", "upload");
    form.set("image", new File([bytes], name, { type }));
    const res = await SELF.fetch("http://escaplay.fr/admin/blog/new", { method: "POST", body: form, headers: { Host: "escaplay.fr", Cookie: who.cookie, Accept: "text/html" }, redirect: "manual" });
    return { status: res.status, html: await res.text() };
  }

  it("stores a picture checked by its bytes and serves it from the blog's path; refuses SVG and disguised files", async () => {
    const moderator = await staff("moderator");
    const stored = await upload(moderator, PNG, "salle.png", "image/png");
    expect(stored.status).toBe(200);
    const path = stored.html.match(/\/blog\/images\/[A-Za-z0-9_-]{16}\.png/)?.[0];
    expect(path, "the answer gives the picture's path").toBeTruthy();
    const served = await open(path!, "");
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const svg = await upload(moderator, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "x.svg", "image/svg+xml");
    expect(svg.status).toBe(400);
    const disguised = await upload(moderator, new TextEncoder().encode("<html><script>alert(1)</script></html>"), "photo.png", "image/png");
    expect(disguised.status).toBe(400);
    expect((await env.FILES.list({ prefix: "blog/" })).objects.map((o) => `/blog/images/${o.key.slice(5)}`)).toEqual([path]);
    expect((await open("/blog/images/..%2Fprojects%2Fx.png", "")).status).toBe(404);
  });

  it("takes no picture from anyone but staff", async () => {
    const before = (await env.FILES.list({ prefix: "blog/" })).objects.length;
    expect((await upload(await player(), PNG, "salle.png", "image/png")).status).toBe(404);
    expect((await env.FILES.list({ prefix: "blog/" })).objects).toHaveLength(before);
  });
});
