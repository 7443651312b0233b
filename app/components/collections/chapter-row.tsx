import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useT } from "~/i18n/use-t";
import type { CollectionOutcome, ManagedChapter } from "~/lib/collections/types";

type Props = { collectionId: string; chapter: ManagedChapter; first: boolean; last: boolean; outcome: CollectionOutcome | null };

/**
 * One chapter with its move up / move down / remove buttons (plain forms: they work without JavaScript). After a
 * move the focus comes back to the moved chapter's button, or to its other one when it reached an end.
 */
export function ChapterRow({ collectionId, chapter, first, last, outcome }: Props) {
  const { t } = useT();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const movedHere = outcome?.ok && outcome.done === "moved" && outcome.collectionId === collectionId && outcome.gameId === chapter.gameId ? outcome : null;
  useEffect(() => {
    if (!movedHere) return;
    const wanted = movedHere.intent === "moveChapterUp" ? (first ? down : up) : last ? up : down;
    wanted.current?.focus();
  }, [movedHere, first, last]);
  const names = { title: chapter.title, position: chapter.position };
  return (
    <li className="collection-chapter">
      <span className="collection-chapter-title">
        {t("collections.workspace.chapter", names)}
        {chapter.online ? null : <span className="muted"> {t("collections.workspace.notShown")}</span>}
      </span>
      <Form method="post" className="projects-actions">
        <input type="hidden" name="collectionId" value={collectionId} />
        <input type="hidden" name="gameId" value={chapter.gameId} />
        <button ref={up} type="submit" name="intent" value="moveChapterUp" className="button button-secondary" disabled={first} aria-label={t("collections.workspace.moveUpOf", names)}>
          {t("collections.workspace.moveUp")}
        </button>
        <button ref={down} type="submit" name="intent" value="moveChapterDown" className="button button-secondary" disabled={last} aria-label={t("collections.workspace.moveDownOf", names)}>
          {t("collections.workspace.moveDown")}
        </button>
        <button type="submit" name="intent" value="removeChapter" className="button button-secondary" aria-label={t("collections.workspace.removeOf", names)}>
          {t("collections.workspace.remove")}
        </button>
      </Form>
    </li>
  );
}
