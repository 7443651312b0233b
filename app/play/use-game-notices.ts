import { useCallback } from "react";
import { useT } from "~/i18n/use-t";
import { cueFor } from "./authored-sound";
import { announce, shownByForm, type Announcement } from "./game/announcements";
import { useAnnouncer } from "./game/use-announcer";
import type { EventsListener } from "./use-play-session";
import { useSound } from "./use-sound";

/** The sound and the announcements of a game, shared by solo and remote play: each engine event told once. */
export function useGameNotices() {
  const { t } = useT();
  const sound = useSound();
  const announcer = useAnnouncer();
  const { push } = announcer;
  const { play, cue } = sound;

  const notify = useCallback(
    (announcement: Announcement) => {
      push(announcement);
      if (announcement.sound) play(announcement.sound);
    },
    [push, play],
  );

  const onEvents = useCallback<EventsListener>(
    (events, latest, _state, answered) => {
      for (const event of events) {
        // The creator's recording replaces the player's own sound for this moment; its caption is
        // written for everyone, heard or not, since players who cannot hear may well play without sound.
        const authored = cueFor(event, latest.sound);
        if (authored) {
          cue(authored.src);
          if (authored.caption) push({ text: t("play.sound.caption", { text: authored.caption }), tone: "info", visible: true });
        }
        if (answered && shownByForm(event)) continue;
        const announcement = announce(event, latest, t);
        if (announcement) notify(authored ? { ...announcement, sound: undefined } : announcement);
      }
    },
    [t, notify, cue, push],
  );

  return { sound, announcer, notify, onEvents };
}
