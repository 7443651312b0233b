import { useMatches } from "@remix-run/react";

/**
 * A route's `handle` saying that its page draws the whole window itself (the editors): the site layout
 * then leaves out its top bar and footer, and the page brings its own compact header and `main`.
 */
export const EDITOR_CHROME = { chrome: "editor" } as const;

export function useEditorChrome(): boolean {
  return useMatches().some((match) => (match.handle as { chrome?: string } | undefined)?.chrome === EDITOR_CHROME.chrome);
}
