/**
 * Rollup's `manualChunks` for the browser build. Left alone, Rollup makes one chunk for every set of routes
 * sharing a module, and the first visit of a page fetched about twenty files, most under 1 KB: each one a
 * round trip on a slow connection (six at a time over HTTP/1.1). The modules that the entry, the root or a
 * layout import statically are needed by every page of that layout anyway, so they go in one chunk per set
 * of such shells: no page downloads code it would not have run, and it downloads it in a few files.
 */
type ModuleInfo = { importedIds: readonly string[]; importers: readonly string[] };
type ChunkMeta = { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => ModuleInfo | null };

// The modules every page of a layout loads, and the chunk name of what only they share.
const SHELLS: [RegExp, string][] = [
  [/\/app\/(entry\.client|root)\.tsx$/, "shell"],
  [/\/app\/routes\/_site\.tsx$/, "site"],
  [/\/app\/routes\/_game\.tsx$/, "game"],
];

const shellOf = (id: string) => SHELLS.find(([pattern]) => pattern.test(id))?.[1];

/**
 * A module one layout reaches may also be imported by a page of the other layout (the play page uses the site's
 * locales): that page would then load the whole layout chunk. Such a module goes to the root's chunk instead,
 * and so do its own imports, until every chunk is only imported from chunks loaded on fewer or the same pages.
 */
function promoteSharedOutside(reached: Map<string, Set<string>>, meta: ChunkMeta) {
  const loadedWith = (importer: string, shells: Set<string>) => {
    if (shellOf(importer)) return shells.has(shellOf(importer) as string) || shells.has("shell");
    const of = reached.get(importer);
    return of !== undefined && (shells.has("shell") || [...of].every((s) => shells.has(s)));
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const [id, shells] of reached) {
      if (shells.has("shell")) continue;
      if ((meta.getModuleInfo(id)?.importers ?? []).every((importer) => loadedWith(importer, shells))) continue;
      reached.set(id, new Set(["shell"]));
      changed = true;
    }
  }
}

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
    for (const shells of reached.values()) if (shells.has("shell")) shells.clear(), shells.add("shell");
    promoteSharedOutside(reached, meta);
    return new Map([...reached].map(([id, shells]) => [id, [...shells].sort().join("-")]));
  }

  return (id: string, meta: ChunkMeta): string | undefined => {
    chunkOf ??= label(meta);
    return chunkOf.get(id);
  };
}
