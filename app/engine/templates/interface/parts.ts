import type { BaseLanguage } from "../../../i18n/locales";
import type { Effect, GameDefinition, Hint, Meta, Shape, Zone } from "../../definition";

/**
 * The pieces every Interface template repeats: its meta, a door that lets players through once its room
 * is open, the way back, a thing that only says something when looked at, and a puzzle's hints. Ids are
 * derived from the zone's or puzzle's own, so a template names each thing once.
 */

export const rect = (x: number, y: number, width: number, height: number): Shape => ({ type: "rect", x, y, width, height });

type MetaFields = Pick<Meta, "title" | "summary" | "theme" | "difficulty" | "recommendedAge" | "playMinutes" | "skills">;

/** A template plays solo or as a small team, and waits a minute between hints: made to be edited, not to be hard. */
export function templateMeta(language: BaseLanguage, fields: MetaFields): Meta {
  return {
    ...fields,
    type: "interface",
    solo: true,
    multi: true,
    minPlayers: 1,
    maxPlayers: 6,
    hintRechargeSeconds: 60,
    locale: language,
  };
}

/** Something to look at: clicking it shows its text. */
export function lookZone(id: string, label: string, shape: Shape, text: string, extra: Partial<Zone> = {}): Zone {
  return { id, label, shape, interactions: [{ id: `${id}-look`, effects: [{ type: "showMessage", text }] }], ...extra };
}

/** A door to a locked room: it says why it stays shut until the room is open, then leads into it. */
export function doorZone(id: string, label: string, shape: Shape, to: { roomId: string; sceneId: string }, shutText: string): Zone {
  return {
    id,
    label,
    shape,
    interactions: [
      { id: `${id}-enter`, when: [{ type: "roomUnlocked", roomId: to.roomId }], effects: [{ type: "goToScene", sceneId: to.sceneId }] },
      { id: `${id}-shut`, effects: [{ type: "showMessage", text: shutText }] },
    ],
  };
}

/** A way to another scene, in a bottom corner with an arrow pointer. */
export function wayZone(id: string, label: string, sceneId: string, side: "left" | "right" = "left"): Zone {
  return {
    id,
    label,
    cursor: side,
    shape: rect(side === "left" ? 0.01 : 0.87, 0.84, 0.12, 0.14),
    interactions: [{ id: `${id}-go`, effects: [{ type: "goToScene", sceneId }] }],
  };
}

/** A puzzle's hints, from the gentlest to the one that gives the answer away. */
export function hintsFor(puzzleId: string, texts: readonly string[]): Hint[] {
  return texts.map((text, i) => ({ id: `${puzzleId}-h${i + 1}`, puzzleId, text }));
}

/** What opening a locked room does: it opens, says so and takes the players in. */
export function openRoom(roomId: string, sceneId: string, text: string): Effect[] {
  return [{ type: "unlockRoom", roomId }, { type: "showMessage", text }, { type: "goToScene", sceneId }];
}

/** Every template's images live in its own public folder, named after its id. */
export const assetOf = (templateId: string) => (file: string) => `/templates/${templateId}/${file}.svg`;

/** The usual rules: a start scene, a light penalty, won through a `win` effect, with the creator's last words. */
export function templateRules(startSceneId: string, wonText: string): GameDefinition["rules"] {
  return { startSceneId, penaltySeconds: 15, winWhen: [], loseWhen: [], endings: { won: { text: wonText } } };
}
