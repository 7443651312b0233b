import type { ReactNode } from "react";
import { plainText, targetVisible, type ClientBlock } from "~/engine";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { assetUrl } from "../../format";
import type { ClassicSceneView, SceneRendererProps } from "../types";
import { RichText } from "./rich-text";

export type ClassicSceneProps = SceneRendererProps<ClassicSceneView> & {
  // Taking the object that lies in a block (pickObject); kept apart from onTarget, which examines.
  onTake: (targetId: string) => void;
  // The shell draws the scene's puzzles, since their forms talk to the session.
  renderPuzzle: (puzzleId: string) => ReactNode;
};

/**
 * A Classic scene: a page of content blocks in order, then its puzzles. Plain DOM, so it reads well
 * with any screen reader: images keep their alt text, sounds their transcript, videos their
 * captions. A block that can be acted on gets real buttons under it; hidden blocks are not rendered.
 */
export default function ClassicScene({ view, scene, state, selectedObjectId, onTarget, onTake, renderPuzzle, labels }: ClassicSceneProps) {
  const { t } = useT();
  const blocks = scene.blocks.filter((block) => targetVisible(block, state));
  const useTargets = new Set(view.puzzles.flatMap((puzzle) => (puzzle.kind === "use" ? [puzzle.targetId] : [])));
  const lang = LOCALES[view.meta.locale]?.lang;
  return (
    <article className="classic-scene classic-paper" aria-label={labels.sceneLabel} lang={lang}>
      {blocks.map((block) => {
        const name = blockName(block);
        const lying = block.objectId && !state.collected.includes(block.objectId) ? view.objects.find((object) => object.id === block.objectId) : undefined;
        const actionable = block.interactions.length > 0 || useTargets.has(block.id);
        // A text block left empty shows nothing: not even its place on the page, unless it has controls.
        const blank = block.kind === "text" && block.text.trim() === "";
        if (blank && !lying && !actionable) return null;
        return (
          <div key={block.id} className={`classic-block classic-block-${block.kind}`} data-target-id={block.id}>
            {blank ? null : <BlockContent block={block} transcriptLabel={t("play.classic.transcript")} captionsLabel={t("play.classic.captions")} lang={lang} />}
            {lying || actionable ? (
              <div className="classic-controls">
                {actionable ? (
                  <button type="button" className="play-chip play-chip-strong" onClick={() => onTarget(block.id)}>
                    {selectedObjectId ? (
                      labels.targetLabel(name)
                    ) : (
                      <>
                        {t("play.classic.examine")}
                        <span className="visually-hidden">: {name}</span>
                      </>
                    )}
                  </button>
                ) : null}
                {lying ? (
                  <button type="button" className="play-chip" onClick={() => onTake(block.id)}>
                    {t("play.classic.take", { name: lying.name })}
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>
        );
      })}
      {scene.puzzleIds.length > 0 ? (
        <section className="classic-puzzles" aria-label={t("play.classic.puzzles")}>
          {scene.puzzleIds.map((puzzleId) => (
            <div key={puzzleId}>{renderPuzzle(puzzleId)}</div>
          ))}
        </section>
      ) : null}
    </article>
  );
}

/** A short name for a block's controls: its label, alt text, or the start of its words. */
function blockName(block: ClientBlock): string {
  switch (block.kind) {
    case "text": {
      const words = plainText(block.text);
      return words.length > 60 ? `${words.slice(0, 57).trimEnd()}…` : words;
    }
    case "image":
      return block.alt;
    case "audio":
    case "video":
      return block.label;
  }
}

type ContentProps = { block: ClientBlock; transcriptLabel: string; captionsLabel: string; lang: string | undefined };

function BlockContent({ block, transcriptLabel, captionsLabel, lang }: ContentProps) {
  switch (block.kind) {
    case "text":
      return <RichText text={block.text} font={block.font} />;
    case "image":
      return (
        <figure className="classic-figure">
          <img src={assetUrl(block.src)} alt={block.alt} loading="lazy" />
        </figure>
      );
    case "audio":
      return (
        <figure className="classic-figure">
          <figcaption>{block.label}</figcaption>
          <audio controls preload="metadata" src={assetUrl(block.src)} />
          {block.transcript ? (
            <details className="classic-transcript">
              <summary>{transcriptLabel}</summary>
              <p>{block.transcript}</p>
            </details>
          ) : null}
        </figure>
      );
    case "video":
      return (
        <figure className="classic-figure">
          <figcaption>{block.label}</figcaption>
          <video controls preload="metadata" src={assetUrl(block.src)} crossOrigin={block.captions?.startsWith("https://") ? "anonymous" : undefined}>
            {block.captions ? <track kind="captions" src={assetUrl(block.captions)} srcLang={lang ?? "fr"} label={captionsLabel} default /> : null}
          </video>
        </figure>
      );
  }
}
