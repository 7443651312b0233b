/**
 * A socket can stay open in the browser's eyes after the network under it is gone (a Wi-Fi change, a
 * sleeping laptop, a proxy that drops it): nothing closes it, `navigator.onLine` stays true, and the
 * studio would say "Saving…" for as long as y-partykit's provider waits for a message (30 s), while
 * nothing reaches the room. The room answers a ping at once (rooms/project.ts), so a ping unanswered
 * for this long means the socket is dead: the studio says offline, and the socket is closed so that the
 * provider opens a new one.
 */
export const ANSWER_TIMEOUT_MS = 10_000;

type Waiting = { ws: WebSocket; id: number; since: number };

export type AnswerWatchdog = {
  /** A ping went out on `ws`. */
  sent: (ws: WebSocket, id: number) => void;
  /** The room answered the ping `id` (and every one before it). */
  answered: (id: number) => void;
  stop: () => void;
};

export function watchAnswers(current: () => WebSocket | null, onSilent: () => void, timeoutMs = ANSWER_TIMEOUT_MS): AnswerWatchdog {
  let waiting: Waiting | null = null;
  const timer = setInterval(() => {
    if (!waiting) return;
    const ws = waiting.ws;
    // That socket is gone already: its own close said so.
    if (current() !== ws || ws.readyState !== ws.OPEN) {
      waiting = null;
      return;
    }
    if (Date.now() - waiting.since < timeoutMs) return;
    waiting = null;
    onSilent();
    ws.close(4000, "no_answer");
  }, 1_000);
  return {
    sent: (ws, id) => {
      // The wait counts from the oldest unanswered ping on this socket.
      if (waiting?.ws === ws) waiting.id = id;
      else waiting = { ws, id, since: Date.now() };
    },
    answered: (id) => {
      if (!waiting) return;
      // An older answer still shows the socket alive: the wait starts again.
      if (id >= waiting.id) waiting = null;
      else waiting.since = Date.now();
    },
    stop: () => clearInterval(timer),
  };
}
