/**
 * Rollup's `manualChunks` for the browser build. Left alone, Rollup makes one chunk for every set of routes
 * sharing a module, and the first visit of a page fetched about twenty files, most under 1 KB: each one a
 * round trip on a slow connection (six at a time over HTTP/1.1). The modules that the entry, the root or a
 * layout import statically are needed by every page of that layout anyway, so they go in one chunk per set
 * of such shells: no page downloads code it would not have run, and it downloads it in a few files.
 */
type ModuleInfo = { importedIds: readonly string[] };
type ChunkMeta = { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => ModuleInfo | null };

// The modules every page of a layout loads, and the chunk name of what only they share.
const SHELLS: [RegExp, string][] = [
  [/\/app\/(entry\.client|root)\.tsx$/, "shell"],
  [/\/app\/routes\/_site\.tsx$/, "site"],
  [/\/app\/routes\/_game\.tsx$/, "game"],
];

const shellOf = (id: string) => SHELLS.find(([pattern]) => pattern.test(id))?.[1];

export function shellChunks() {
  let chunkOf: Map<string, string> | null = null;

  // Every module a shell imports statically, directly or not, labelled with the shells that reach it.
  function label(meta: ChunkMeta): Map<string, string> {
    const reached = new Map<string, Set<string>>();
    for (const root of meta.getModuleIds()) {
      const shell = shellOf(root);
      if (!shell) continue;
      const stack = [...(meta.getModuleInfo(root)?.importedIds ?? [])];
      const seen = new Set<string>();
      while (stack.length > 0) {
        const id = stack.pop() as string;
        // Another shell is a route module of its own (Remix loads it by name), and so is what it imports.
        if (seen.has(id) || shellOf(id)) continue;
        seen.add(id);
        reached.set(id, (reached.get(id) ?? new Set()).add(shell));
        stack.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
      }
    }
    // What the root reaches loads on every page, whatever else reaches it.
    return new Map([...reached].map(([id, shells]) => [id, shells.has("shell") ? "shell" : [...shells].sort().join("-")]));
  }

  return (id: string, meta: ChunkMeta): string | undefined => {
    chunkOf ??= label(meta);
    return chunkOf.get(id);
  };
}
