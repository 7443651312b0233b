import { afterEach, describe, expect, it, vi } from "vitest";
import { ANSWER_TIMEOUT_MS, watchAnswers } from "../../app/lib/drafts/answer-watchdog";

/** A socket as the watchdog sees it: open until closed. */
function fakeSocket() {
  const socket = { OPEN: 1, readyState: 1, closedWith: null as null | [number, string], close: (code: number, reason: string) => {
    socket.readyState = 3;
    socket.closedWith = [code, reason];
  } };
  return socket as unknown as WebSocket & { closedWith: null | [number, string] };
}

afterEach(() => vi.useRealTimers());

describe("a ping the room never answers", () => {
  it("makes the studio offline and closes the socket, so that a new one opens", () => {
    vi.useFakeTimers();
    const ws = fakeSocket();
    const silent = vi.fn();
    const watchdog = watchAnswers(() => ws, silent);
    watchdog.sent(ws, 1);
    vi.advanceTimersByTime(ANSWER_TIMEOUT_MS - 1_000);
    expect(silent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(silent).toHaveBeenCalledTimes(1);
    expect(ws.closedWith).toEqual([4000, "no_answer"]);
    watchdog.stop();
  });

  it("leaves alone a socket whose pings are answered, even slowly, and one already replaced", () => {
    vi.useFakeTimers();
    let current: WebSocket | null = fakeSocket();
    const first = current;
    const silent = vi.fn();
    const watchdog = watchAnswers(() => current, silent);
    watchdog.sent(first, 1);
    watchdog.sent(first, 2);
    vi.advanceTimersByTime(ANSWER_TIMEOUT_MS - 2_000);
    // An older answer shows the socket alive: the wait starts again.
    watchdog.answered(1);
    vi.advanceTimersByTime(ANSWER_TIMEOUT_MS - 2_000);
    watchdog.answered(2);
    vi.advanceTimersByTime(ANSWER_TIMEOUT_MS * 2);
    expect(silent).not.toHaveBeenCalled();

    watchdog.sent(first, 3);
    current = fakeSocket();
    vi.advanceTimersByTime(ANSWER_TIMEOUT_MS * 2);
    expect(silent).not.toHaveBeenCalled();
    watchdog.stop();
  });
});
