import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { reloadOnChunkError } from "./lib/chunk-reload";

function onChunkError(error: unknown) {
  try {
    reloadOnChunkError(error, window.sessionStorage, () => window.location.reload());
  } catch {
    // Storage can be unavailable (privacy modes); then we never auto-reload rather than loop.
  }
}
window.addEventListener("unhandledrejection", (event) => onChunkError(event.reason));
window.addEventListener("error", (event) => onChunkError(event.error ?? event.message));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
