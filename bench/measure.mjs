// What the room benches (room.mjs, event.mjs) share: percentiles, bounded concurrency, and the move they time.

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Runs `task` over `items` with at most `limit` at a time; results keep the items' order. */
export async function mapLimited(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Two scenes of the start room: rounds walk between them, an intent any player may send and never refused. */
export function twoScenes(definition) {
  const start = definition.scenes.find((scene) => scene.id === definition.rules.startSceneId);
  const other = definition.scenes.find((scene) => scene.roomId === start.roomId && scene.id !== start.id);
  if (!other) throw new Error("the game's first room has a single scene: nothing to walk between");
  return [start.id, other.id];
}
