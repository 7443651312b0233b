import YPartyKitProvider from "y-partykit/provider";
import * as Y from "yjs";
import { internalDraftPath } from "../../app/lib/drafts/internal";
import { watchOpening } from "../../app/lib/drafts/opening-watchdog";

/** An editor of a project's draft as the studio will be one: a Yjs document synced by y-partykit's provider. Node only. */

export type Editor = { doc: Y.Doc; provider: YPartyKitProvider; close: () => void };

export async function until<T>(read: () => T | Promise<T>, ready: (value: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ready(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms; last seen: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function openDraft(origin: string, projectId: string, ticket: string): Promise<Editor> {
  const doc = new Y.Doc();
  const provider = new YPartyKitProvider(new URL(origin).host, projectId, doc, {
    party: "project",
    params: { ticket },
    // Node 20's WebSocket (--experimental-websocket); no BroadcastChannel shortcut between the two editors.
    WebSocketPolyfill: WebSocket,
    disableBc: true,
    maxBackoffTime: 500,
  });
  const unwatch = watchOpening(provider, 3_000);
  const editor = {
    doc,
    provider,
    close: () => {
      unwatch();
      provider.destroy();
    },
  };
  try {
    await until(() => provider.synced, (synced) => synced, `the editor's first sync with ${projectId}`);
  } catch (error) {
    editor.close();
    throw error;
  }
  return editor;
}

/** The draft as the backend stores it, decoded; null while it has no snapshot. */
export async function backendDraft(backendOrigin: string, secret: string, projectId: string): Promise<Y.Doc | null> {
  const res = await fetch(new URL(internalDraftPath(projectId), backendOrigin), { headers: { Authorization: `Bearer ${secret}` } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`the backend answered ${res.status} for ${projectId}'s draft`);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, new Uint8Array(await res.arrayBuffer()));
  return doc;
}

/** The part of a draft the tests write: scenes by id, each a map of fields. */
export const scenesOf = (doc: Y.Doc) => doc.getMap<Y.Map<unknown>>("scenes");

export function setSceneTitle(doc: Y.Doc, sceneId: string, title: string) {
  doc.transact(() => {
    const scenes = scenesOf(doc);
    let scene = scenes.get(sceneId);
    if (!scene) {
      scene = new Y.Map<unknown>();
      scenes.set(sceneId, scene);
    }
    scene.set("title", title);
  });
}

export const sceneTitle = (doc: Y.Doc | null, sceneId: string) => doc && scenesOf(doc).get(sceneId)?.get("title");

/** What a room would save, put on the backend directly (the internal API, with the rooms' credential). */
export async function putBackendDraft(backendOrigin: string, secret: string, projectId: string, doc: Y.Doc): Promise<void> {
  const res = await fetch(new URL(internalDraftPath(projectId), backendOrigin), {
    method: "PUT",
    headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/octet-stream" },
    body: new Uint8Array(Y.encodeStateAsUpdate(doc)),
  });
  if (!res.ok) throw new Error(`the backend answered ${res.status} to ${projectId}'s draft`);
}
