import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { send, visibleText } from "./account-area-fixtures";
import { act, create, creator, live, projectsText, rowsOf, workspace } from "./projects-fixtures";

/** Plan quotas (spec section 6) on every write that adds a project, and nobody else's hands on mine. */

const UPGRADE = 'href="/account?tab=subscription"';

async function basicAtLimit() {
  const user = await creator(1);
  const rows = [await create(user, "Un"), await create(user, "Deux"), await create(user, "Trois")];
  return { user, rows };
}

describe("the Basic plan's three projects", () => {
  it("refuses a fourth project with the upgrade prompt", async () => {
    const { user } = await basicAtLimit();
    const res = await send("/project", { intent: "create", type: "classic", title: "Quatre" }, user.cookie);
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain(UPGRADE);
    expect(visibleText(html)).toContain(projectsText("errors.quota", { limit: 3 }));
    expect(await live(user.id)).toHaveLength(3);
    expect((await workspace(user)).text).toContain(projectsText("quota", { used: 3, limit: 3 }));
  });

  it("refuses a duplicate past the quota", async () => {
    const { user, rows } = await basicAtLimit();
    const result = await act(user, { intent: "duplicate", id: rows[0]!.id });
    expect(result.status).toBe(403);
    expect(result.text).toContain(projectsText("errors.quota", { limit: 3 }));
    expect(await live(user.id)).toHaveLength(3);
  });

  it("refuses a restore past the quota, and allows it once there is room", async () => {
    const { user, rows } = await basicAtLimit();
    await act(user, { intent: "delete", id: rows[0]!.id });
    await create(user, "Remplaçant");
    const refused = await act(user, { intent: "restore", id: rows[0]!.id });
    expect(refused.status).toBe(403);
    expect(refused.text).toContain(projectsText("errors.quota", { limit: 3 }));
    await act(user, { intent: "delete", id: rows[1]!.id });
    const restored = await act(user, { intent: "restore", id: rows[0]!.id });
    expect(restored.status).toBe(200);
    expect((await live(user.id)).map((row) => row.title).sort()).toEqual(["Remplaçant", "Trois", "Un"]);
  });

  it("lets only one of two projects created at the same moment take the last place", async () => {
    const user = await creator(1);
    await create(user, "Un");
    await create(user, "Deux");
    const results = await Promise.all(["Trois", "Trois bis"].map((title) => act(user, { intent: "create", type: "classic", title })));
    expect(results.map((result) => result.status).sort()).toEqual([302, 403]);
    expect(await live(user.id)).toHaveLength(3);
  });

  it("counts projects of every type, whichever workspace the creator is in", async () => {
    const { user } = await basicAtLimit();
    const result = await act(user, { intent: "create", type: "360", title: "Quatre" }, "/project360");
    expect(result.status).toBe(403);
  });
});

describe("plans without a project limit", () => {
  for (const [plan, grade] of [["Pro", 3], ["Education", 4], ["Company", 6]] as const) {
    it(`lets a ${plan} creator make a fourth and fifth project`, async () => {
      const user = await creator(grade);
      for (const title of ["Un", "Deux", "Trois", "Quatre", "Cinq"]) await create(user, title);
      expect(await live(user.id)).toHaveLength(5);
      expect((await workspace(user)).text).toContain(projectsText("quotaUnlimited", { used: 5 }));
    });
  }
});

describe("another user's project", () => {
  it("is neither listed, opened, renamed, duplicated, deleted nor restored by someone else", async () => {
    const owner = await creator(3);
    const row = await create(owner, "Mon secret", "interface");
    const intruder = await creator(3);
    expect((await workspace(intruder)).text).not.toContain("Mon secret");
    expect((await workspace(intruder, `/project2D/${row.id}`)).status).toBe(404);
    for (const intent of ["rename", "duplicate", "delete"]) {
      const result = await act(intruder, { intent, id: row.id, title: "Volé" });
      expect(result.status, intent).toBe(404);
      expect(result.text).toContain(projectsText("errors.notFound"));
    }
    await env.DB.prepare("UPDATE projects SET deleted_at = ? WHERE id = ?").bind(Date.now(), row.id).run();
    expect((await act(intruder, { intent: "restore", id: row.id })).status).toBe(404);
    expect(await rowsOf(intruder.id)).toEqual([]);
    const [after] = await rowsOf(owner.id);
    expect(after).toMatchObject({ title: "Mon secret" });
    expect(after!.deleted_at).not.toBeNull();
  });

  it("is not opened after its owner deleted it, even by the owner", async () => {
    const owner = await creator();
    const row = await create(owner, "Supprimé");
    await act(owner, { intent: "delete", id: row.id });
    expect((await workspace(owner, `/project2D/${row.id}`)).status).toBe(404);
    expect((await workspace(owner, `/playTest2D/${row.id}`)).status).toBe(404);
    expect((await workspace(owner, "/playTest2D")).text).not.toContain("Supprimé");
  });
});
