/**
 * y-partykit's provider waits as long as its socket does for an attempt to open, and a rooms server
 * going down in the middle of a handshake can leave one waiting for good: the editor would stay offline
 * with its edits unsent. An attempt still opening after this long is closed, and the provider tries again.
 */
export const OPENING_TIMEOUT_MS = 8_000;

export function watchOpening(provider: { ws: WebSocket | null }, timeoutMs = OPENING_TIMEOUT_MS): () => void {
  let seen: WebSocket | null = null;
  let since = 0;
  let closedAt = 0;
  const timer = setInterval(() => {
    const ws = provider.ws;
    if (!ws || (ws.readyState !== ws.CONNECTING && ws.readyState !== ws.CLOSING) || (ws.readyState === ws.CLOSING && ws !== seen)) {
      seen = null;
      return;
    }
    if (ws !== seen) {
      seen = ws;
      since = Date.now();
      closedAt = 0;
    } else if (ws.readyState === ws.CONNECTING && Date.now() - since >= timeoutMs) {
      closedAt = Date.now();
      ws.close();
    } else if (ws.readyState === ws.CLOSING && closedAt && Date.now() - closedAt >= 2_000) {
      // Node's WebSocket (undici) never fires `close` for an attempt closed while opening; browsers do.
      closedAt = 0;
      ws.dispatchEvent(new Event("close"));
    }
  }, 1_000);
  return () => clearInterval(timer);
}
