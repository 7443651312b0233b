import { assetUrl } from "./format";

/**
 * The loading screen's work: fetch every asset once so the game does not stall mid-puzzle, and tell
 * which are missing (spec section 8's missing-resources warning). Images go through Image() so they
 * land decoded in the cache; sounds, videos and models only need to exist, so a HEAD is enough.
 */

const IMAGE = /\.(png|jpe?g|webp|gif|svg|avif)$/i;
const concurrency = 6;
const timeoutMs = 20_000;

function loadImage(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(false), timeoutMs);
    image.onload = () => {
      clearTimeout(timer);
      resolve(true);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    image.src = url;
  });
}

async function probe(url: string, signal: AbortSignal): Promise<boolean> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const both = AbortSignal.any ? AbortSignal.any([signal, timeout]) : signal;
  try {
    let response = await fetch(url, { method: "HEAD", signal: both });
    // Some hosts do not answer HEAD; a GET proves the file is there just as well.
    if (response.status === 405 || response.status === 501) response = await fetch(url, { signal: both });
    return response.ok;
  } catch {
    return false;
  }
}

export type PreloadProgress = { done: number; total: number };

/** Resolves with the assets that could not be loaded (empty when everything is there). */
export async function preloadAssets(
  assets: readonly string[],
  onProgress: (progress: PreloadProgress) => void,
  signal: AbortSignal,
): Promise<string[]> {
  const queue = [...new Set(assets)];
  const total = queue.length;
  const failed: string[] = [];
  let done = 0;
  onProgress({ done, total });
  async function worker() {
    for (let asset = queue.shift(); asset !== undefined; asset = queue.shift()) {
      if (signal.aborted) return;
      const url = assetUrl(asset);
      const ok = IMAGE.test(asset.split("?")[0]) ? await loadImage(url) : await probe(url, signal);
      if (!ok) failed.push(asset);
      done += 1;
      if (!signal.aborted) onProgress({ done, total });
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return failed;
}
