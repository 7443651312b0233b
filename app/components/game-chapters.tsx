import rosetta from "rosetta";
import { useMemo } from "react";
import { useT } from "~/i18n/use-t";
import { doneCount, type ChapterProgress } from "~/lib/collections/types";
import { useRootData } from "~/lib/root-data";
import { ChapterList, type Translate } from "./collections/chapter-list";

type Props = { data: (ChapterProgress & { messages: Record<string, Record<string, unknown>> }) | null };

/**
 * The game page's collection (beta): its title and summary, the chapters players can open and the viewer's
 * progress. Its texts come with its data, so the shared page's namespaces stay untouched.
 */
export function GameChapters({ data }: Props) {
  const { locale } = useT();
  const loggedIn = Boolean(useRootData()?.user);
  const messages = data?.messages;
  const t: Translate = useMemo(() => {
    const i18n = rosetta({ [locale]: messages ?? {} });
    i18n.locale(locale);
    return (key, params) => {
      const value = i18n.t(key, params as never);
      return typeof value === "string" && value !== "" ? value : key;
    };
  }, [locale, messages]);
  if (!data) return null;
  const total = data.chapters.length;
  return (
    <section className="game-chapters" aria-labelledby="game-chapters-title">
      <p className="eyebrow">{t("collections.game.eyebrow")}</p>
      <h2 id="game-chapters-title">{data.collection.title}</h2>
      {data.collection.summary ? <p>{data.collection.summary}</p> : null}
      <p className="game-chapters-progress">{t(loggedIn ? "collections.game.progress" : "collections.game.progressVisitor", { done: doneCount(data.chapters), total })}</p>
      <ChapterList progress={data} t={t} />
    </section>
  );
}
