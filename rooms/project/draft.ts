import type * as Party from "partykit/server";
import { unstable_getYDoc, type YPartyKitOptions } from "y-partykit";
import { YPartyKitStorage } from "y-partykit/storage";
import * as Y from "yjs";
import { writeDefinition } from "../../app/lib/drafts/document";
import { fetchSnapshot, putSnapshot, type SaveOutcome } from "./snapshots";

/**
 * The draft a project room holds (ADR 015): a Yjs document served by y-partykit, every change kept in
 * room storage at once, a snapshot sent to the backend a moment after the edits settle and when the
 * last editor leaves, loaded from the backend when the room has nothing of its own.
 */

// Set once the room storage holds the draft: from then on the room, not the backend, is its source.
const seededKey = "draft:seeded";
// The project id, while a snapshot failed to reach the backend: the alarm tries again, and an alarm
// handler cannot read the room's id, so the key holds it.
const unsavedKey = "draft:unsaved";

export const SNAPSHOT_DEBOUNCE_MS = 1_500;
export const SNAPSHOT_MAX_WAIT_MS = 10_000;
export const SNAPSHOT_RETRY_MS = 30_000;

export type ColdStart = { kind: "ready" } | { kind: "no_project" } | { kind: "unavailable" };

export class Draft {
  // What the backend had, waiting for y-partykit's `load` (called once, when the document is created).
  private fromBackend: Y.Doc | null = null;
  private starting: Promise<ColdStart> | null = null;
  private saving: Promise<unknown> = Promise.resolve();
  // The newest document y-partykit opened; still readable after it lets go of it when the last editor leaves.
  private doc: Y.Doc | null = null;
  readonly options: YPartyKitOptions;

  constructor(
    private readonly room: Party.Room,
    private readonly onTooLarge: () => void,
  ) {
    this.options = {
      persist: { mode: "snapshot" },
      load: async () => this.takeBackendState(),
      callback: { handler: async (doc) => void (await this.save(doc)), debounceWait: SNAPSHOT_DEBOUNCE_MS, debounceMaxWait: SNAPSHOT_MAX_WAIT_MS },
    };
  }

  /** Makes sure the room has the draft before y-partykit opens it; concurrent connections share one fetch. */
  prepare(): Promise<ColdStart> {
    this.starting ??= this.coldStart().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  /** After y-partykit opened the document: the backend's state, now in it, goes to room storage too. */
  async settle(): Promise<Y.Doc> {
    const doc = await unstable_getYDoc(this.room, this.options);
    if ((await this.room.storage.get<boolean>(seededKey)) !== true) {
      await doc.writeState();
      await this.room.storage.put(seededKey, true);
    }
    this.doc = doc;
    // A snapshot the backend missed goes with this editor's arrival too, not only with the alarm.
    if ((await this.room.storage.get<string>(unsavedKey)) !== undefined) void this.saveNow().catch(() => undefined);
    return doc;
  }

  /** Sends the current state now (the last editor left, a flush, or a retry); saves never overlap or reorder. */
  saveNow(): Promise<SaveOutcome | "not_open"> {
    return this.saveAs(this.room.id);
  }

  /**
   * Replaces the document's content with a version's definition, as one transaction every connected
   * editor receives (ADR 019); false when the draft cannot be opened (backend down, project gone).
   */
  async restore(definition: Record<string, unknown>): Promise<boolean> {
    if ((await this.prepare()).kind !== "ready") return false;
    const doc = await this.settle();
    writeDefinition(doc, definition, "restore");
    return true;
  }

  /** The alarm: a snapshot that failed is sent again (the current state, which includes it). */
  async retry(): Promise<void> {
    const projectId = await this.room.storage.get<string>(unsavedKey);
    if (typeof projectId === "string") await this.saveAs(projectId);
  }

  private async saveAs(projectId: string): Promise<SaveOutcome | "not_open"> {
    // A room that never opened the draft (its backend was down, the ticket was bad) has nothing to say:
    // an empty document sent now would overwrite the real snapshot.
    if ((await this.room.storage.get<boolean>(seededKey)) !== true) return "not_open";
    // A room woken by its alarm has no document in memory: room storage has every change.
    const doc = this.doc ?? (await new YPartyKitStorage(this.room.storage).getYDoc(projectId));
    return this.save(doc, projectId);
  }

  private async coldStart(): Promise<ColdStart> {
    if ((await this.room.storage.get<boolean>(seededKey)) === true) return { kind: "ready" };
    const found = await fetchSnapshot(this.room.env, this.room.id);
    if (found.kind === "no_project" || found.kind === "unavailable") return { kind: found.kind };
    // Starting empty when the backend is merely unreachable would later overwrite its snapshot: refused above.
    if (found.kind === "none") {
      // Never edited in a room: the document starts as the project's starting definition (ADR 019).
      if (found.start) {
        const doc = new Y.Doc({ gc: false });
        writeDefinition(doc, found.start);
        this.fromBackend = doc;
      }
      return { kind: "ready" };
    }
    // Decoded here, not in y-partykit's `load`: a snapshot that does not decode must refuse this connection,
    // not leave y-partykit holding a failed document for every later one.
    try {
      const doc = new Y.Doc({ gc: false });
      Y.applyUpdate(doc, found.update);
      this.fromBackend = doc;
      return { kind: "ready" };
    } catch {
      console.warn(`project room: the backend's snapshot of ${this.room.id} does not decode`);
      return { kind: "unavailable" };
    }
  }

  private takeBackendState(): Y.Doc | null {
    const doc = this.fromBackend;
    this.fromBackend = null;
    return doc;
  }

  private save(doc: Y.Doc, projectId = this.room.id): Promise<SaveOutcome> {
    // Encoded when its turn comes, so a later save always carries at least what an earlier one did.
    const next = this.saving.then(() => this.send(projectId, Y.encodeStateAsUpdate(doc)));
    this.saving = next.catch(() => undefined);
    return next;
  }

  private async send(projectId: string, update: Uint8Array): Promise<SaveOutcome> {
    const outcome: SaveOutcome = await putSnapshot(this.room.env, projectId, update);
    if (outcome === "retry") {
      await this.room.storage.put(unsavedKey, projectId);
      await this.room.storage.setAlarm(Date.now() + SNAPSHOT_RETRY_MS);
      return outcome;
    }
    await this.room.storage.delete(unsavedKey);
    if (outcome === "too_large") this.onTooLarge();
    return outcome;
  }
}
