import { useEffect, useState } from "react";
import type { RoomErrorMessage } from "../driver/types";
import type { SessionEvent } from "../use-play-session";

/**
 * A live event's host moved this player to another team (ADR 054): the old team's room let them go
 * (`team_changed`); the event says which team's page is theirs now, and the page loads it.
 */
export function useTeamChange(roomError: RoomErrorMessage | null, event: SessionEvent | null): boolean {
  const moved = roomError?.code === "team_changed";
  const [moving, setMoving] = useState(false);
  useEffect(() => {
    if (!moved || !event) return;
    setMoving(true);
    const abort = new AbortController();
    void fetch(`/resources/event-team?code=${encodeURIComponent(event.code)}`, { signal: abort.signal, headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ path?: unknown }>) : null))
      .then((body) => {
        // The event's own page when the new team cannot be told: it leads to the right one.
        const path = typeof body?.path === "string" && body.path.startsWith("/") ? body.path : `/event/${event.code}`;
        window.location.assign(path);
      })
      .catch(() => {
        if (!abort.signal.aborted) window.location.assign(`/event/${event.code}`);
      });
    return () => abort.abort();
  }, [moved, event]);
  return moving;
}
