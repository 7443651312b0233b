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
window.addEventListener("unhandledrejection", (event) => {
  // A navigation the person supersedes (a click while the previous page or a revalidation is still loading) aborts
  // its requests on purpose; a request of the router's can then reject with that abort unawaited. Nothing failed.
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") {
    event.preventDefault();
    return;
  }
  onChunkError(event.reason);
});
window.addEventListener("error", (event) => onChunkError(event.error ?? event.message));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
