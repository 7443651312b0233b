import { useEffect, useRef } from "react";
import { hintWaitSeconds } from "~/engine";
import type { SessionView } from "../use-play-session";
import { useTick } from "../use-tick";

/** Says "a new hint is available" once when the wait after a hint runs out. */
export function useNewHintNotice(current: SessionView, now: () => number, onReady: () => void) {
  const { state } = current;
  const waiting = state.status === "running" && hintWaitSeconds(state, now()) > 0;
  useTick(1000, waiting);
  const wait = hintWaitSeconds(state, now());
  const previous = useRef(wait);
  const ready = useRef(onReady);
  ready.current = onReady;
  useEffect(() => {
    if (previous.current > 0 && wait === 0 && state.status === "running") ready.current();
    previous.current = wait;
  }, [wait, state.status]);
}

