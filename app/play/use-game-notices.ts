import { useCallback } from "react";
import { useT } from "~/i18n/use-t";
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
  const { play } = sound;

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
        if (answered && shownByForm(event)) continue;
        const announcement = announce(event, latest, t);
        if (announcement) notify(announcement);
      }
    },
    [t, notify],
  );

  return { sound, announcer, notify, onEvents };
}
