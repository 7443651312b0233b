import type { ClientDefinition, GameEvent } from "~/engine";
import type { SoundEffect } from "../sound";

/**
 * What the player is told about each engine event: a line for the live region (and a toast unless it
 * is only for screen readers) and a sound. Names come from the client view, texts from `play.events`.
 */

export type Tone = "info" | "success" | "warning";
export type Announcement = { text: string; tone: Tone; visible: boolean; sound?: SoundEffect };
type T = (key: string, params?: Record<string, unknown>) => string;

const nameOf = (list: readonly { id: string; name: string }[], id: string) => list.find((item) => item.id === id)?.name ?? id;

export function announce(event: GameEvent, view: ClientDefinition, t: T): Announcement | null {
  switch (event.type) {
    case "message":
      return { text: event.text, tone: "info", visible: true };
    case "objectGained":
      return { text: t("play.events.objectGained", { name: nameOf(view.objects, event.objectId) }), tone: "success", visible: true, sound: "pickup" };
    case "roomUnlocked":
      return { text: t("play.events.roomUnlocked", { name: nameOf(view.rooms, event.roomId) }), tone: "success", visible: true, sound: "success" };
    case "puzzleSolved":
      return { text: t("play.events.puzzleSolved", { name: nameOf(view.puzzles, event.puzzleId) }), tone: "success", visible: true, sound: "success" };
    case "combined":
      // The new object is announced by its own objectGained; this one only rings.
      return { text: t("play.events.combined", { name: nameOf(view.objects, event.objectId) }), tone: "success", visible: false, sound: "success" };
    case "wrongAnswer":
      return {
        text: event.penaltySeconds > 0 ? t("play.events.wrongPenalty", { n: event.penaltySeconds }) : t("play.events.wrong"),
        tone: "warning",
        visible: true,
        sound: "wrong",
      };
    case "hint":
      return { text: t("play.events.hint", { n: event.number, text: event.text }), tone: "info", visible: true, sound: "hint" };
    case "achievementUnlocked": {
      const achievement = view.achievements.find((item) => item.id === event.achievementId);
      const name = achievement?.revealed ? achievement.name : t("play.end.secret");
      return { text: t("play.events.achievement", { name }), tone: "success", visible: true, sound: "success" };
    }
    case "sceneEntered":
      return { text: t("play.events.sceneEntered", { name: nameOf(view.scenes, event.sceneId) }), tone: "info", visible: false };
    case "timeUp":
      return { text: t("play.events.timeUp"), tone: "warning", visible: true, sound: "lose" };
    case "ended":
      return event.outcome === "won"
        ? { text: t("play.end.won.title"), tone: "success", visible: false, sound: "win" }
        : { text: t(`play.end.${event.outcome}.title`), tone: "info", visible: false, sound: event.outcome === "left" ? undefined : "lose" };
    case "refused":
      return { text: t(`play.refused.${event.reason}`, { n: event.secondsLeft ?? 0 }), tone: "warning", visible: true };
    default:
      return null;
  }
}

/** Answers that a form shows itself (its wrong answer, its refusal) are not repeated as toasts. */
export function shownByForm(event: GameEvent): boolean {
  return event.type === "refused" || event.type === "wrongAnswer";
}
