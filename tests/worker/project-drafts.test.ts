import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { writeDefinition } from "../../app/lib/drafts/document";
import { translate } from "../../app/i18n/catalog.server";
import { internalDraftPath, MAX_DRAFT_JSON_BYTES, MAX_DRAFT_SNAPSHOT_BYTES } from "../../app/lib/drafts/internal";
import { PROJECT_TICKET_ENDPOINT, type ProjectTicketGrant, type ProjectTicketRefusal } from "../../app/lib/drafts/project-ticket.server";
import { draftSnapshotKey } from "../../app/lib/drafts/snapshots.server";
import { verifyTicket } from "../../app/lib/tickets";
import { signedIn } from "./account-area-fixtures";
import { creator, unique } from "./play-fixtures";

/**
 * The backend side of a project's draft: the snapshot only the project rooms load and save (service
 * credential), and the tickets to a project's room, for its owner only.
 */

const SERVICE = env.ROOM_SERVICE_SECRET as string;

async function project(ownerId: string): Promise<string> {
  const id = unique("proj-");
  await env.DB.prepare("INSERT INTO projects (id, owner_id, type, title) VALUES (?, ?, 'interface', 'Mon projet')").bind(id, ownerId).run();
  return id;
}

/** A real snapshot, as a room sends it: a Yjs document holding a definition. */
function yjsUpdate(title: string): Uint8Array<ArrayBuffer> {
  const doc = new Y.Doc();
  writeDefinition(doc, { version: 1, meta: { title } });
  return new Uint8Array(Y.encodeStateAsUpdate(doc));
}

function draftCall(projectId: string, init: { method?: "GET" | "PUT"; body?: Uint8Array<ArrayBuffer>; authorization?: string | null } = {}) {
  const headers: Record<string, string> = { Host: "escaplay.fr" };
  if (init.authorization !== null) headers.Authorization = init.authorization ?? `Bearer ${SERVICE}`;
  if (init.body) headers["Content-Type"] = "application/octet-stream";
  return SELF.fetch(`http://escaplay.fr${internalDraftPath(projectId)}`, { method: init.method ?? "GET", headers, body: init.body });
}

function ticketCall(body: unknown, call: { cookie?: string; origin?: string; method?: string; host?: string } = {}) {
  const host = call.host ?? "escaplay.fr";
  const headers: Record<string, string> = { Host: host, "Content-Type": "application/json", Origin: call.origin ?? `http://${host}` };
  if (call.cookie) headers.Cookie = call.cookie;
  const method = call.method ?? "POST";
  return SELF.fetch(`http://${host}${PROJECT_TICKET_ENDPOINT}`, { method, headers, body: method === "POST" ? JSON.stringify(body) : undefined });
}

describe("a project room's draft snapshot on the backend", () => {
  it("keeps what a room saves under the owner and project, and gives it back byte for byte", async () => {
    const owner = await creator();
    const id = await project(owner.id);
    expect(await (await draftCall(id)).json()).toMatchObject({ error: "no_snapshot" });

    const snapshot = yjsUpdate("Premier jet");
    const saved = await draftCall(id, { method: "PUT", body: snapshot });
    expect(await saved.json()).toEqual({ ok: true, bytes: snapshot.byteLength });
    expect(await env.FILES.head(draftSnapshotKey(owner.id, id))).not.toBeNull();

    const read = await draftCall(id);
    expect(read.status).toBe(200);
    expect(read.headers.get("Cache-Control")).toBe("no-store");
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(snapshot);

    // A later save replaces the snapshot whole.
    const later = yjsUpdate("Second jet");
    await draftCall(id, { method: "PUT", body: later });
    expect(new Uint8Array(await (await draftCall(id)).arrayBuffer())).toEqual(later);
  });

  it("answers only the rooms' service credential", async () => {
    const id = await project((await creator()).id);
    for (const authorization of [null, "Bearer wrong-secret", `Basic ${SERVICE}`, SERVICE]) {
      const read = await draftCall(id, { authorization });
      expect(read.status).toBe(401);
      expect(await read.json()).toEqual({ error: "unauthorized" });
      expect((await draftCall(id, { method: "PUT", body: yjsUpdate("x"), authorization })).status).toBe(401);
    }
    expect((await draftCall(id)).status).toBe(404);
  });

  it("refuses a snapshot over the size limit clearly and keeps the previous one", async () => {
    const id = await project((await creator()).id);
    const kept = yjsUpdate("Gardé");
    await draftCall(id, { method: "PUT", body: kept });
    const tooLarge = await draftCall(id, { method: "PUT", body: new Uint8Array(MAX_DRAFT_SNAPSHOT_BYTES + 1) });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "snapshot_too_large", message: `a draft snapshot may not exceed ${MAX_DRAFT_SNAPSHOT_BYTES} bytes` });
    expect(new Uint8Array(await (await draftCall(id)).arrayBuffer())).toEqual(kept);

    // A snapshot under its own limit whose definition, as JSON, is over the JSON's is refused the same way.
    const tooLargeJson = await draftCall(id, { method: "PUT", body: yjsUpdate("a".repeat(MAX_DRAFT_JSON_BYTES)) });
    expect(tooLargeJson.status).toBe(413);
    expect(new Uint8Array(await (await draftCall(id)).arrayBuffer())).toEqual(kept);

    // Just under both limits: a document holding one large text.
    const atLimit = await draftCall(id, { method: "PUT", body: yjsUpdate("a".repeat(MAX_DRAFT_JSON_BYTES - 1_000)) });
    expect(atLimit.status).toBe(200);
  });

  it("answers 404 for an unknown or malformed project id and 400 for an empty snapshot", async () => {
    expect(await (await draftCall("no-such-project")).json()).toEqual({ error: "not_found" });
    expect((await draftCall("no-such-project", { method: "PUT", body: yjsUpdate("x") })).status).toBe(404);
    expect((await draftCall("bad%20id")).status).toBe(404);
    const id = await project((await creator()).id);
    const empty = await draftCall(id, { method: "PUT", body: new Uint8Array(0) });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: "invalid_snapshot" });
  });
});

describe("a ticket to a project's room", () => {
  it("is given to the project's owner, for that project's room, under their name", async () => {
    const owner = await signedIn();
    const id = await project(owner.id);
    const res = await ticketCall({ projectId: id }, { cookie: owner.cookie });
    const grant = (await res.json()) as ProjectTicketGrant;
    expect(res.status, JSON.stringify(grant)).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(grant).toMatchObject({ projectId: id, host: env.PROJECT_SOCKET_HOST, party: "project", room: id });
    const claims = await verifyTicket(env.TICKET_SECRET as string, grant.ticket);
    expect(claims).toMatchObject({ party: "project", room: id, sub: owner.id, role: "user", name: owner.username, exp: grant.expiresAt });
  });

  it("is refused to another signed-in user with a clear message in the site's language", async () => {
    const id = await project((await creator()).id);
    const other = await signedIn();
    const res = await ticketCall({ projectId: id }, { cookie: other.cookie });
    expect(res.status).toBe(403);
    expect((await res.json()) as ProjectTicketRefusal).toEqual({ error: "not-yours", message: translate("fr", "access.projectRoom.not-yours") });
    const english = await ticketCall({ projectId: id }, { cookie: other.cookie, host: "escaplay.eu" });
    expect(((await english.json()) as ProjectTicketRefusal).message).toBe(translate("en", "access.projectRoom.not-yours"));
  });

  it("is refused to a visitor without an account, and for a project that does not exist", async () => {
    const id = await project((await creator()).id);
    const visitor = await ticketCall({ projectId: id });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: "sign-in", message: translate("fr", "access.projectRoom.sign-in") });

    const owner = await signedIn();
    const missing = await ticketCall({ projectId: "no-such-project" }, { cookie: owner.cookie });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ProjectTicketRefusal).error).toBe("not-found");
  });

  it("is asked for only by a same-site POST with a project id", async () => {
    const owner = await signedIn();
    const id = await project(owner.id);
    expect((await ticketCall({ projectId: id }, { cookie: owner.cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await ticketCall({ projectId: "../etc" }, { cookie: owner.cookie })).status).toBe(400);
    const get = await ticketCall(null, { cookie: owner.cookie, method: "GET" });
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });
});
