/** Timer display: mm:ss, or h:mm:ss past an hour (the timer counts up from 00:00). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/**
 * Asset paths of a definition: our own paths ("/demo/…") and https addresses are used as they are;
 * a storage key ("u/…/p/…/a.png") is served under /files/.
 */
export function assetUrl(asset: string): string {
  if (asset.startsWith("/") || asset.startsWith("https://")) return asset;
  return `/files/${asset}`;
}
