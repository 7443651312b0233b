import { useCallback, useEffect, useRef, useState } from "react";
import type { Announcement } from "./announcements";

/**
 * Toasts, the spoken lines and the journal. Every announcement is read out at once through one polite
 * live region; the visible ones also become toasts, at most `toastSlots` on screen at a time, the
 * others waiting their turn, so a burst of news (an object, a message, an achievement) never piles up
 * over the game. The journal keeps every visible one, since game messages often carry the clues.
 */

export type Announced = Announcement & { id: number };

const toastMs = 7000;
// Once others wait, a toast makes way sooner: the queue drains instead of lagging behind the game.
const hurriedMs = 3500;
export const toastSlots = 2;
const spokenSize = 6;
const journalSize = 60;

export function useAnnouncer() {
  const [toasts, setToasts] = useState<Announced[]>([]);
  const [queue, setQueue] = useState<Announced[]>([]);
  const [spoken, setSpoken] = useState<Announced[]>([]);
  const [journal, setJournal] = useState<Announced[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((item) => item.id !== id)), []);

  // A free slot takes the next waiting toast.
  useEffect(() => {
    if (toasts.length >= toastSlots || queue.length === 0) return;
    const free = toastSlots - toasts.length;
    setToasts((list) => [...list, ...queue.slice(0, free)]);
    setQueue((waiting) => waiting.slice(free));
  }, [toasts.length, queue]);

  // Each shown toast goes by itself; sooner while others wait.
  const waiting = queue.length > 0;
  const oldest = toasts[0]?.id;
  useEffect(() => {
    if (oldest === undefined) return;
    const timer = setTimeout(() => dismiss(oldest), waiting ? hurriedMs : toastMs);
    return () => clearTimeout(timer);
  }, [oldest, waiting, dismiss]);

  const push = useCallback((announcement: Announcement) => {
    const item = { ...announcement, id: nextId.current++ };
    setSpoken((list) => [...list, item].slice(-spokenSize));
    if (!item.visible) return;
    setQueue((list) => [...list, item]);
    setJournal((list) => [item, ...list].slice(0, journalSize));
  }, []);

  const reset = useCallback(() => {
    setToasts([]);
    setQueue([]);
    setSpoken([]);
    setJournal([]);
  }, []);

  return { toasts, spoken, journal, push, dismiss, reset };
}

export type Announcer = ReturnType<typeof useAnnouncer>;
