import { CREATOR_ID, PLAYER_ID } from "./play-data";

/**
 * Projects the project room tests open: rooms refuse a project the backend does not know, so every
 * test room is a project row, owned by the rooms' creator. One project per test, so no test sees
 * another's draft. Plain data, for the global setup and the tests that start their own backend.
 */

export const PROJECT_OWNER_ID = CREATOR_ID;
export const OTHER_USER_ID = PLAYER_ID;

const count = 32;
export const ROOM_PROJECTS = Array.from({ length: count }, (_, i) => `rooms-project-${i + 1}`);

let next = 0;
/**
 * A project of the fixtures no earlier test of this file has used (each test file counts from the first
 * one: files that share the global servers' rooms would meet in the same project; project-draft.test.ts
 * runs servers of its own).
 */
export function freshProject(): string {
  const id = ROOM_PROJECTS[next];
  if (!id || next >= 20) throw new Error(`the room tests use more than 20 projects: add some in project-data.ts`);
  next += 1;
  return id;
}

/** The last projects of the fixtures, for the co-editing tests' own rooms server (freshProject never gets this far). */
export const COEDIT_PROJECTS = ROOM_PROJECTS.slice(20);

export function projectsSql(): string {
  return ROOM_PROJECTS.map((id) => `INSERT INTO projects (id, owner_id, type, title) VALUES ('${id}', '${PROJECT_OWNER_ID}', 'interface', 'Projet ${id}');`).join("\n");
}
