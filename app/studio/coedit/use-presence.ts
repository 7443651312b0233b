import { createContext, useContext, useSyncExternalStore } from "react";
import { othersOf, selfOf } from "./presence";
import { CoeditStore } from "./store";

/**
 * The co-editing store the editor shell provides, and hooks to read it. Its own context, so reading who
 * is here never re-renders what only reads the draft; a part outside an editor (a test) gets an empty store.
 */
export const CoeditContext = createContext<CoeditStore>(new CoeditStore());

export const useCoedit = () => useContext(CoeditContext);

/** Who is here and what they select (not their pointers). */
export function usePresence() {
  const store = useCoedit();
  return useSyncExternalStore(store.subscribeList, () => store.list, () => store.list);
}

/** Everything, pointers included: for the cursor layers only. */
export function useLivePresence() {
  const store = useCoedit();
  return useSyncExternalStore(store.subscribeLive, () => store.live, () => store.live);
}

export const useOthers = () => othersOf(usePresence());
export const useSelfAccess = () => selfOf(usePresence())?.access;
