/** Published releases, newest first; each id names its notes in the `releases` texts. */
export const RELEASES = [
  { id: "account", date: "2026-11-28" },
  { id: "palette", date: "2026-11-27" },
  { id: "images", date: "2026-11-27" },
  { id: "company", date: "2026-11-27" },
  { id: "paid", date: "2026-11-27" },
  { id: "community", date: "2026-11-25" },
  { id: "together", date: "2026-11-24" },
  { id: "studio", date: "2026-11-24" },
  { id: "multi", date: "2026-11-16" },
  { id: "play", date: "2026-09-21" },
  { id: "accounts", date: "2026-06-15" },
  { id: "foundation", date: "2026-03-09" },
] as const;

/** The platform opened with its first release: every anniversary counts from that day. */
export const LAUNCH_DATE = RELEASES[RELEASES.length - 1].date;

const DAY_MS = 24 * 60 * 60 * 1000;

export type Anniversary = {
  launch: string;
  // The first anniversary's day (YYYY-MM-DD, UTC).
  first: string;
  // Whole days until it, 0 once it has come.
  daysLeft: number;
  reached: boolean;
};

/** Where the platform stands against its first anniversary at `now` (days counted in UTC). */
export function anniversaryAt(now: number, launch: string = LAUNCH_DATE): Anniversary {
  const opened = new Date(`${launch}T00:00:00Z`);
  const first = new Date(Date.UTC(opened.getUTCFullYear() + 1, opened.getUTCMonth(), opened.getUTCDate()));
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const daysLeft = Math.max(0, Math.round((first.getTime() - today) / DAY_MS));
  return { launch, first: first.toISOString().slice(0, 10), daysLeft, reached: daysLeft === 0 };
}
