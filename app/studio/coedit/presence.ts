import type { AwareState, StudioEditor } from "../../../rooms/protocol";

/**
 * Who is in the project room, as this editor knows it: the room's list (sent when someone comes or
 * goes) with each editor's latest selection and pointer (sent when they change) merged in. Pure, so
 * the merging rules are tested without a room (tests/unit/coedit-presence.test.ts).
 */
export type Presence = { you: string | null; editors: readonly StudioEditor[] };

export const NO_PRESENCE: Presence = { you: null, editors: [] };

/** A new list from the room; an editor it sends without a state keeps the one already known. */
export function withEditors(previous: Presence, you: string, editors: readonly StudioEditor[]): Presence {
  const known = new Map(previous.editors.map((editor) => [editor.conn, editor.state]));
  return { you, editors: editors.map((editor) => (editor.state || !known.get(editor.conn) ? editor : { ...editor, state: known.get(editor.conn) ?? null })) };
}

/** One editor's new state; a connection not (yet) in the list is ignored until the list names it. */
export function withAware(previous: Presence, conn: string, state: AwareState): Presence {
  if (!previous.editors.some((editor) => editor.conn === conn)) return previous;
  return { ...previous, editors: previous.editors.map((editor) => (editor.conn === conn ? { ...editor, state } : editor)) };
}

/** Every editor but this connection (another tab of the same person is another editor). */
export const othersOf = (presence: Presence): StudioEditor[] => presence.editors.filter((editor) => editor.conn !== presence.you);

/** This connection's entry (its access says whether the room lets it write). */
export const selfOf = (presence: Presence): StudioEditor | undefined => presence.editors.find((editor) => editor.conn === presence.you);

/** A person in the room: their connections grouped by user id, in the colour of their first one. */
export type Person = { id: string; name: string; img: string | null; colour: number; tabs: number; viewer: boolean };

export function peopleOf(editors: readonly StudioEditor[]): Person[] {
  const people = new Map<string, Person>();
  for (const editor of editors) {
    const person = people.get(editor.id);
    if (person) {
      person.tabs += 1;
      person.viewer &&= editor.access === "view";
    } else {
      people.set(editor.id, { id: editor.id, name: editor.name, img: editor.img, colour: editor.colour, tabs: 1, viewer: editor.access === "view" });
    }
  }
  return [...people.values()];
}

/** Who came and who went between two lists of people (a second tab is no arrival). */
export function arrivals(before: readonly Person[], after: readonly Person[]): { joined: Person[]; left: Person[] } {
  const had = new Set(before.map((person) => person.id));
  const has = new Set(after.map((person) => person.id));
  return { joined: after.filter((person) => !had.has(person.id)), left: before.filter((person) => !has.has(person.id)) };
}

const samePath = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((segment, i) => segment === b[i]);

/** The other editors whose selection is this item. */
export const editorsAt = (others: readonly StudioEditor[], path: readonly string[]): StudioEditor[] =>
  others.filter((editor) => editor.state?.selection && samePath(editor.state.selection.path, path));

/** The editor whose shared document has this Yjs client id, if they said so. */
export const editorOfClient = (editors: readonly StudioEditor[], clientId: number): StudioEditor | undefined =>
  editors.find((editor) => editor.state?.clientId === clientId);

/** The other editors' pointers over one space (a scene, a panorama). */
export const cursorsIn = (others: readonly StudioEditor[], space: string) =>
  others.flatMap((editor) => (editor.state?.cursor?.space === space ? [{ editor, x: editor.state.cursor.x, y: editor.state.cursor.y }] : []));
