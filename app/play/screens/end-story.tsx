import type { AuthoredEnding } from "~/engine";
import { useT } from "~/i18n/use-t";
import { assetUrl } from "../format";

/**
 * The story's end on the win or lose screen: the ending move's own words, then the ending the creator
 * wrote for this outcome, with its picture. In the game's language, which may differ from the site's.
 */
export function EndStory({ won, texts, ending, lang }: { won: boolean; texts: string[]; ending?: AuthoredEnding; lang?: string }) {
  const { t } = useT();
  // A creator's text keeps its line breaks as paragraphs.
  const authored = ending?.text ? ending.text.split(/\n+/).filter((line) => line.trim() !== "") : [];
  const lines = [...texts, ...authored];
  if (lines.length === 0 && !ending?.image) return null;
  return (
    <section className="play-end-story" aria-labelledby="play-end-story-title">
      <h2 id="play-end-story-title">{t(won ? "play.end.storyWon" : "play.end.storyLast")}</h2>
      {ending?.image ? <img className="play-end-picture" src={assetUrl(ending.image)} alt={ending.alt ?? ending.text ?? ""} lang={lang} /> : null}
      {lines.length > 0 ? (
        <blockquote lang={lang}>
          {lines.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </blockquote>
      ) : null}
    </section>
  );
}
