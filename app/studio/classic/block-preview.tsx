import type { Block } from "~/engine";
import { useT } from "~/i18n/use-t";
import { assetUrl } from "~/play/format";
import { RichText } from "~/play/renderers/classic/rich-text";

/**
 * A block as the player will see it, inside the editor's card: the text in its font and formatting
 * (the player's own renderer), the image; sounds and videos by their titles, so the page stays light
 * and nothing plays while the creator edits.
 */
export function BlockPreview({ block }: { block: Block }) {
  const { t } = useT();
  switch (block.kind) {
    case "text":
      return <div className="sc-preview-text">{block.text?.trim() ? <RichText text={block.text} font={block.font} /> : <p className="sc-muted sc-empty-text">{t("studio-classic.blocks.emptyText")}</p>}</div>;
    case "image":
      return block.src ? <img className="sc-preview-image" src={assetUrl(block.src)} alt={block.alt ?? ""} loading="lazy" /> : <p className="sc-muted">{block.alt}</p>;
    case "audio":
      return (
        <p className="sc-preview-media">
          <span aria-hidden="true">♪ </span>
          {t("studio-classic.blocks.media", { kind: t("studio-classic.blocks.kinds.audio"), label: block.label })}
        </p>
      );
    case "video":
      return (
        <p className="sc-preview-media">
          <span aria-hidden="true">▶ </span>
          {t("studio-classic.blocks.media", { kind: t("studio-classic.blocks.kinds.video"), label: block.label })}
        </p>
      );
  }
}
