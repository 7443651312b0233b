import { describe, expect, it } from "vitest";
import { shellChunks } from "../../app/shell-chunks";

/** Which chunk the browser build puts a module in: a small import graph shaped like the app's. */

const graph: Record<string, string[]> = {
  "/p/app/root.tsx": ["/p/app/lib/meta.ts", "/p/node_modules/react/index.js"],
  "/p/app/entry.client.tsx": ["/p/node_modules/react-dom/client.js"],
  "/p/app/routes/_site.tsx": ["/p/app/components/layout/footer.tsx", "/p/app/i18n/locales.ts", "/p/app/lib/meta.ts"],
  "/p/app/routes/_game.tsx": ["/p/app/components/auth/account-validation.tsx"],
  "/p/app/components/layout/footer.tsx": ["/p/app/components/auth/account-validation.tsx"],
  "/p/app/components/auth/account-validation.tsx": [],
  // The play page (a route under _game) uses the site's locales, which use a helper of their own.
  "/p/app/pages/play-page.tsx": ["/p/app/i18n/locales.ts", "/p/app/play/intro.tsx"],
  "/p/app/i18n/locales.ts": ["/p/app/i18n/hosts.ts"],
  "/p/app/i18n/hosts.ts": [],
  "/p/app/play/intro.tsx": [],
  "/p/app/lib/meta.ts": [],
  "/p/node_modules/react/index.js": [],
  "/p/node_modules/react-dom/client.js": ["/p/node_modules/react/index.js"],
};

function chunkOf() {
  const importers = (id: string) => Object.keys(graph).filter((from) => graph[from].includes(id));
  const meta = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [], importers: importers(id) }),
  };
  const chunks = shellChunks();
  return (id: string) => chunks(id, meta);
}

describe("the shells' chunks", () => {
  it("puts what the entry or the root imports, directly or not, in one chunk every page loads", () => {
    const chunk = chunkOf();
    expect(chunk("/p/node_modules/react-dom/client.js")).toBe("shell");
    expect(chunk("/p/node_modules/react/index.js")).toBe("shell");
    // The site layout uses it too, and every page loads the root's chunk anyway.
    expect(chunk("/p/app/lib/meta.ts")).toBe("shell");
  });

  it("puts what only a layout needs in that layout's chunk, and what both layouts need in theirs", () => {
    const chunk = chunkOf();
    expect(chunk("/p/app/components/layout/footer.tsx")).toBe("site");
    expect(chunk("/p/app/components/auth/account-validation.tsx")).toBe("game-site");
  });

  it("moves a layout's module that a page of the other layout imports to the root's chunk, with what it imports", () => {
    const chunk = chunkOf();
    expect(chunk("/p/app/i18n/locales.ts")).toBe("shell");
    expect(chunk("/p/app/i18n/hosts.ts")).toBe("shell");
  });

  it("leaves the route modules and what only routes import to the default chunking", () => {
    const chunk = chunkOf();
    for (const id of ["/p/app/root.tsx", "/p/app/routes/_site.tsx", "/p/app/pages/play-page.tsx", "/p/app/play/intro.tsx"]) {
      expect(chunk(id)).toBeUndefined();
    }
  });
});
