import { useCallback, useEffect, useRef, useState } from "react";
import type { TeamSummary } from "../../rooms/event-protocol";

/**
 * What the host's screen reader hears: a team solving, finishing, a player joining. Forty teams can
 * change every second, so lines are gathered and said at most once every few seconds, together.
 */

const spacingMs = 5_000;

export type Line = { key: string; params: Record<string, string | number> };

export function linesFor(before: TeamSummary | undefined, after: TeamSummary, teamName: string): Line[] {
  const lines: Line[] = [];
  if (after.outcome === "won" && before?.outcome !== "won") lines.push({ key: "event-host.announce.won", params: { team: teamName } });
  else if (after.solved > (before?.solved ?? 0)) lines.push({ key: "event-host.announce.solved", params: { team: teamName, solved: after.solved, total: after.puzzles } });
  const known = new Set(before?.players.map((player) => player.id));
  for (const player of after.players) if (!known.has(player.id)) lines.push({ key: "event-host.announce.joined", params: { name: player.name, team: teamName } });
  return lines;
}

export function useAnnouncements(t: (key: string, params?: Record<string, unknown>) => string) {
  const [said, setSaid] = useState("");
  const pending = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastAt = useRef(0);

  const flush = useCallback(() => {
    timer.current = null;
    const lines = pending.current.splice(0);
    if (lines.length === 0) return;
    lastAt.current = Date.now();
    setSaid(lines.length === 1 ? lines[0] : t("event-host.announce.several", { count: lines.length, lines: lines.join(" ") }));
  }, [t]);

  const announce = useCallback(
    (lines: Line[]) => {
      if (lines.length === 0) return;
      pending.current.push(...lines.map((line) => t(line.key, line.params)));
      if (timer.current) return;
      const wait = Math.max(0, lastAt.current + spacingMs - Date.now());
      timer.current = setTimeout(flush, wait);
    },
    [flush, t],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return { said, announce };
}
