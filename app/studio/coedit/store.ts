import type { AwareState, StudioEditor } from "../../../rooms/protocol";
import type { Overwrite } from "./overwrites";
import { NO_PRESENCE, withAware, withEditors, type Presence } from "./presence";
import { latestThrottle } from "./throttle";

/** About twenty messages a second: a pointer looks smooth and the room is not flooded. */
export const AWARE_INTERVAL_MS = 50;

type Cursor = AwareState["cursor"];
type Listener = () => void;

const sameSelections = (a: Presence, b: Presence) =>
  a.you === b.you &&
  a.editors.length === b.editors.length &&
  a.editors.every((editor, i) => editor === b.editors[i] || JSON.stringify(editor.state?.selection) === JSON.stringify(b.editors[i].state?.selection));

/**
 * The studio's side of the project room's volatile channel (issue 14): who is here and what each one
 * selects and points at, and this editor's own state, sent throttled. Two snapshots, so the tree and
 * the inspector re-render when a selection changes and only the cursor layers follow every pointer move.
 */
export class CoeditStore {
  /** Everything, pointers included: changes up to twenty times a second per editor. */
  live: Presence = NO_PRESENCE;
  /** The same list, replaced only when someone comes, goes or selects something else. */
  list: Presence = NO_PRESENCE;
  private mine: AwareState = { clientId: 0, selection: null, cursor: null };
  private sender: ReturnType<typeof latestThrottle<AwareState>> | null = null;
  private liveListeners = new Set<Listener>();
  private listListeners = new Set<Listener>();
  private overwriteListeners = new Set<(overwrite: Overwrite) => void>();

  subscribeLive = (listener: Listener) => this.on(this.liveListeners, listener);
  subscribeList = (listener: Listener) => this.on(this.listListeners, listener);
  onOverwrite = (listener: (overwrite: Overwrite) => void) => this.on(this.overwriteListeners, listener);

  setEditors = (you: string, editors: StudioEditor[]) => this.replace(withEditors(this.live, you, editors));
  setAware = (conn: string, state: AwareState) => this.replace(withAware(this.live, conn, state));
  overwritten = (overwrite: Overwrite) => this.overwriteListeners.forEach((listener) => listener(overwrite));

  /** Starts sending this editor's state over a connection; returns what stops it. */
  attach(send: (state: AwareState) => void, clientId: number): () => void {
    this.mine = { ...this.mine, clientId };
    const sender = latestThrottle(send, AWARE_INTERVAL_MS);
    this.sender = sender;
    sender.push(this.mine);
    return () => {
      sender.cancel();
      if (this.sender === sender) this.sender = null;
      this.replace(NO_PRESENCE);
    };
  }

  /** The selected item; a new item forgets the field typed in the previous one. */
  select(path: readonly string[] | null) {
    const before = this.mine.selection;
    if (JSON.stringify(before?.path ?? null) === JSON.stringify(path)) return;
    this.send({ selection: path ? { path: [...path] } : null });
  }

  /** The inspector field being typed in (its definition key), or null when the focus left the fields. */
  field(name: string | null) {
    const selection = this.mine.selection;
    if (!selection || (selection.field ?? null) === name) return;
    this.send({ selection: name ? { path: selection.path, field: name } : { path: selection.path } });
  }

  pointer(cursor: Cursor) {
    const before = this.mine.cursor;
    if (before === cursor || (before && cursor && before.space === cursor.space && before.x === cursor.x && before.y === cursor.y)) return;
    this.send({ cursor });
  }

  private send(part: Partial<AwareState>) {
    this.mine = { ...this.mine, ...part };
    this.sender?.push(this.mine);
  }

  private replace(next: Presence) {
    if (next === this.live) return;
    const listChanged = !sameSelections(this.list, next);
    this.live = next;
    if (listChanged) this.list = next;
    this.liveListeners.forEach((listener) => listener());
    if (listChanged) this.listListeners.forEach((listener) => listener());
  }

  private on<T>(set: Set<T>, listener: T) {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }
}
