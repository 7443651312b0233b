import { useCallback } from "react";
import type { Action, ClientDefinition, GameState } from "~/engine";
import type { IntentAnswer } from "../use-play-session";
import { intentsForTarget, objectLyingIn } from "./target-intents";

type Options = {
  state: GameState;
  view: ClientDefinition;
  selectedObjectId: string | null;
  send: (action: Action, onAnswer?: (answer: IntentAnswer) => void) => void;
  clearSelection: () => void;
  openPuzzle: (puzzleId: string) => void;
};

// Answering an intent here marks it handled, so its refusal is not repeated as a toast.
const quietly = () => undefined;

/** The scene's click handlers: each click becomes the intents target-intents.ts decides. */
export function useTargetActions({ state, view, selectedObjectId, send, clearSelection, openPuzzle }: Options) {
  const onTarget = useCallback(
    (targetId: string) => {
      const intents = intentsForTarget(targetId, state, view, selectedObjectId);
      for (const { action, quiet } of intents.actions) send(action, quiet ? quietly : undefined);
      if (intents.dropSelection) clearSelection();
      if (intents.puzzleId) openPuzzle(intents.puzzleId);
    },
    [state, view, selectedObjectId, send, clearSelection, openPuzzle],
  );

  const onTake = useCallback(
    (targetId: string) => {
      const objectId = objectLyingIn(targetId, state, view);
      if (objectId) send({ type: "pickObject", objectId });
    },
    [state, view, send],
  );

  const onUseHere = useCallback(
    (targetId: string) => {
      if (!selectedObjectId) return;
      send({ type: "useObject", objectId: selectedObjectId, targetId });
      clearSelection();
    },
    [selectedObjectId, send, clearSelection],
  );

  return { onTarget, onTake, onUseHere };
}
