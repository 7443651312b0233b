import type * as Party from "partykit/server";
import { encodeServerMessage, type AwareState, type Player, type StudioEditor } from "../protocol";

/**
 * Who is in a project room (ADR 026): each connection with its colour and its latest selection and
 * pointer. Volatile: in memory while the connection lives, never in room storage.
 */

export type EditorConnection = Party.Connection<ProjectPlayer>;
export type ProjectPlayer = Player & { access: "edit" | "view" };

export const PALETTE_SIZE = 12;

export class Editors {
  private readonly colours = new Map<string, number>();
  private readonly states = new Map<string, AwareState>();

  /** The smallest colour nobody in the room has; after twelve, colours repeat. */
  join(conn: string): void {
    const taken = new Set(this.colours.values());
    let colour = 0;
    while (taken.has(colour)) colour += 1;
    this.colours.set(conn, colour < PALETTE_SIZE ? colour : this.colours.size % PALETTE_SIZE);
  }

  leave(conn: string): void {
    this.colours.delete(conn);
    this.states.delete(conn);
  }

  setState(conn: string, state: AwareState): void {
    this.states.set(conn, state);
  }

  has(conn: string): boolean {
    return this.colours.has(conn);
  }

  /** The list as everyone sees it; connections not yet through `join` (still opening) are left out. */
  list(room: Party.Room): StudioEditor[] {
    const editors: StudioEditor[] = [];
    for (const conn of room.getConnections<ProjectPlayer>()) {
      const colour = this.colours.get(conn.id);
      if (colour === undefined || !conn.state) continue;
      const { id, name, img, access } = conn.state;
      editors.push({ conn: conn.id, id, name, img: img ?? null, colour, access, state: this.states.get(conn.id) ?? null });
    }
    return editors;
  }

  /** Each editor gets the list with its own connection named, so a tab can tell itself from the person's other tabs. */
  sendList(room: Party.Room): void {
    const editors = this.list(room);
    for (const conn of room.getConnections()) {
      if (this.colours.has(conn.id)) conn.send(encodeServerMessage({ type: "editors", you: conn.id, editors }));
    }
  }
}
