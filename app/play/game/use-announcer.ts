import { useCallback, useEffect, useRef, useState } from "react";
import type { Announcement } from "./announcements";

/**
 * Toasts and the journal. Every announcement goes through one polite live region (shown as a toast,
 * or only read out); the journal keeps the visible ones, since game messages often carry the clues.
 */

export type Announced = Announcement & { id: number };

const toastMs = 7000;
const journalSize = 60;

export function useAnnouncer() {
  const [toasts, setToasts] = useState<Announced[]>([]);
  const [journal, setJournal] = useState<Announced[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((item) => item.id !== id)), []);

  const push = useCallback(
    (announcement: Announcement) => {
      const item = { ...announcement, id: nextId.current++ };
      setToasts((list) => [...list.slice(-2), item]);
      if (item.visible) setJournal((list) => [item, ...list].slice(0, journalSize));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(item.id);
      }, toastMs);
      timers.current.add(timer);
    },
    [dismiss],
  );

  const reset = useCallback(() => {
    setToasts([]);
    setJournal([]);
  }, []);

  return { toasts, journal, push, dismiss, reset };
}

export type Announcer = ReturnType<typeof useAnnouncer>;
