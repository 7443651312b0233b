import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ChapterList } from "~/components/collections/chapter-list";
import { useT } from "~/i18n/use-t";
import { doneCount, nextChapter, withWon, type ChapterProgress } from "~/lib/collections/types";
import { useRootData } from "~/lib/root-data";

/**
 * The end screen's collection (beta): the other chapters, the player's progress and the next chapter not yet won.
 * Read once the game is over; the backend records the result after the end, so a win just seen here is counted
 * here too.
 */
export function EndChapters({ gameId, won }: { gameId: string; won: boolean }) {
  const { t } = useT();
  const loggedIn = Boolean(useRootData()?.user);
  const [progress, setProgress] = useState<ChapterProgress | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/resources/collection-progress/${encodeURIComponent(gameId)}`, { signal: controller.signal, credentials: "same-origin" })
      .then((res) => (res.ok ? (res.json() as Promise<{ progress: ChapterProgress | null }>) : { progress: null }))
      .then(({ progress: found }) => setProgress(found && won ? withWon(found, gameId) : found))
      // Without its collection the end screen is still whole: nothing to tell the player.
      .catch(() => undefined);
    return () => controller.abort();
  }, [gameId, won]);
  if (!progress) return null;
  const done = doneCount(progress.chapters);
  const total = progress.chapters.length;
  const next = nextChapter(progress.chapters, gameId);
  return (
    <section className="play-end-chapters" aria-labelledby="play-end-chapters-title">
      <h2 id="play-end-chapters-title">{t("collections.end.title", { title: progress.collection.title })}</h2>
      <p>{t(loggedIn ? "collections.game.progress" : "collections.game.progressVisitor", { done, total })}</p>
      {next ? (
        // A whole page load: the next game gets its own session and files, nothing of this one's screens.
        <p>
          <Link reloadDocument className="button play-big" to={next.playHref}>
            {t("collections.end.next", { title: next.title })}
          </Link>
        </p>
      ) : done === total ? (
        <p className="play-end-complete">{t("collections.end.complete")}</p>
      ) : null}
      <ChapterList progress={progress} t={t} linkCurrent />
    </section>
  );
}
