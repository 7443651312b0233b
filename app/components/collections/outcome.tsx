import { Link, useActionData, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { CollectionOutcome } from "~/lib/collections/types";
import { FocusedNotice } from "../projects/focused-notice";

export const UPGRADE_PATH = "/account?tab=subscription";

/** The last collection action's answer, when the page's action data is one (the workspace's forms share its action). */
export function useCollectionOutcome(): CollectionOutcome | null {
  const answer = useActionData<unknown>();
  const navigation = useNavigation();
  if (navigation.state !== "idle") return null;
  return typeof answer === "object" && answer !== null && (answer as { scope?: unknown }).scope === "collections" ? (answer as CollectionOutcome) : null;
}

/**
 * What the last collection action did or why it was refused. A move is only announced (MoveAnnouncer): the focus
 * stays on the chapter that moved (see ChapterRow), where a focused notice would pull it away.
 */
export function CollectionNotice({ outcome }: { outcome: CollectionOutcome }) {
  const { t } = useT();
  if (outcome.ok && outcome.done === "moved") return null;
  if (outcome.ok) {
    return (
      <FocusedNotice ok>
        <p>{t(`collections.done.${outcome.done}`, { title: outcome.title })}</p>
      </FocusedNotice>
    );
  }
  return (
    <FocusedNotice ok={false}>
      <p>{t(`collections.errors.${outcome.error}`, { other: outcome.other ?? "" })}</p>
      {outcome.error === "plan" ? (
        <p>
          <Link to={UPGRADE_PATH}>{t("collections.workspace.upgrade")}</Link>
        </p>
      ) : null}
    </FocusedNotice>
  );
}

/** A live region present from the first render, so the move it is given is read out. */
export function MoveAnnouncer({ outcome }: { outcome: CollectionOutcome | null }) {
  const { t } = useT();
  const moved = outcome?.ok && outcome.done === "moved" ? outcome : null;
  return (
    <p aria-live="polite" aria-atomic="true" className="visually-hidden">
      {moved ? t("collections.done.moved", { title: moved.title, position: moved.position ?? 0, total: moved.total ?? 0 }) : ""}
    </p>
  );
}
