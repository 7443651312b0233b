import type { BaseLanguage } from "../../../i18n/locales";
import type { Effect, Hotspot, Meta } from "../../definition";

/**
 * The pieces the six panorama templates are made of: the same few kinds of hotspot (something to look
 * at, something lying there, a door that opens once its room is unlocked) written once, so each
 * template file reads as its story. Every field is set or left out, never `undefined`, so a template
 * stays identical after a round trip through the studio document.
 */

export const say = (text: string): Effect => ({ type: "showMessage", text });

/** Where a template's pictures live: public/templates/360-<use>/, painted by scripts/make-template-panoramas.mjs. */
export const assetOf = (use: string) => (file: string) => `/templates/360-${use}/${file}`;

type At = { id: string; label: string; yaw: number; pitch: number };

/** Something to look at: each click shows the same text. */
export function look({ id, label, yaw, pitch }: At, text: string): Hotspot {
  return { id, label, yaw, pitch, interactions: [{ id: `${id}-look`, effects: [say(text)] }] };
}

/** An object lying in sight, taken with a click. */
export function lying({ id, label, yaw, pitch }: At, objectId: string): Hotspot {
  return { id, label, yaw, pitch, objectId, interactions: [] };
}

/** A lock, a keypad or a question: clicking it opens the puzzle. */
export function lock({ id, label, yaw, pitch }: At, puzzleId: string): Hotspot {
  return { id, label, yaw, pitch, puzzleId, interactions: [] };
}

/** A place that hides an object: the first search finds it, later ones find nothing more. */
export function search({ id, label, yaw, pitch }: At, objectId: string, found: string, empty: string): Hotspot {
  return {
    id,
    label,
    yaw,
    pitch,
    interactions: [
      { id: `${id}-search`, once: true, effects: [{ type: "giveObject", objectId }, say(found)] },
      { id: `${id}-empty`, effects: [say(empty)] },
    ],
  };
}

/** A door to another room: it leads there once the room is unlocked, and says why not before. */
export function door({ id, label, yaw, pitch }: At, to: { roomId: string; sceneId: string }, closed: string): Hotspot {
  return {
    id,
    label,
    yaw,
    pitch,
    interactions: [
      { id: `${id}-enter`, when: [{ type: "roomUnlocked", roomId: to.roomId }], effects: [{ type: "goToScene", sceneId: to.sceneId }] },
      { id: `${id}-closed`, effects: [say(closed)] },
    ],
  };
}

/** The way back to a scene of an open room. */
export function way({ id, label, yaw, pitch }: At, sceneId: string): Hotspot {
  return { id, label, yaw, pitch, interactions: [{ id: `${id}-go`, effects: [{ type: "goToScene", sceneId }] }] };
}

/** What every panorama template shares: played alone or together on one screen, in its language. */
export function panoramaMeta(
  language: BaseLanguage,
  fields: Pick<Meta, "title" | "summary" | "theme" | "difficulty" | "recommendedAge" | "playMinutes" | "skills">,
): Meta {
  return {
    ...fields,
    type: "360",
    solo: true,
    multi: true,
    minPlayers: 1,
    maxPlayers: 6,
    hintRechargeSeconds: 60,
    locale: language,
  };
}
