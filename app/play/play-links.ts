import type { LinksFunction } from "@remix-run/cloudflare";
import renderers from "~/play/renderers/renderers.css?url";
import classicText from "~/styles/classic-text.css?url";
import locks from "~/styles/locks.css?url";
import play from "~/styles/play.css?url";

/**
 * The stylesheets of the player's screens, declared by every route that shows them (play and test-play).
 * The renderers' sheet is also imported by their lazy chunks, but a lazy chunk cannot be trusted with a
 * route's CSS: Vite's preload helper adds a chunk's CSS only the first time any import asks for it in the
 * document's life. The editor asks for it first (its engine import lists it, its route already links it),
 * so after a click from the editor to a play route the sheet was never added, and it left with the
 * editor's links (issue 24). Declared here, Remix links it on every path into these routes.
 */
export const playLinks: LinksFunction = () => [
  { rel: "stylesheet", href: play },
  // A Classic page's paper and text: one stylesheet for the player's page and the editor's preview (ADR 025).
  { rel: "stylesheet", href: classicText },
  { rel: "stylesheet", href: renderers },
  // The symbol locks' buttons, shared with the editor's inspector.
  { rel: "stylesheet", href: locks },
];
