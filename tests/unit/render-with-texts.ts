import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { vi } from "vitest";

/**
 * A component rendered to HTML as a page holds it: under a router whose root loader data carries the locale and the
 * texts `useT` reads. React says on every server render that the router's layout effects do not run there: known,
 * and kept out of the test's output; any other console error still shows.
 */
export function renderWithTexts(element: ReactElement, messages: Record<string, unknown>, locale = "fr"): string {
  const router = createMemoryRouter([{ id: "root", path: "/", loader: () => null, element }], {
    hydrationData: { loaderData: { root: { locale, messages } } },
  });
  const error = console.error.bind(console);
  const quiet = vi.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!String(message).includes("useLayoutEffect does nothing on the server")) error(message, ...rest);
  });
  try {
    return renderToStaticMarkup(createElement(RouterProvider, { router }));
  } finally {
    quiet.mockRestore();
  }
}
