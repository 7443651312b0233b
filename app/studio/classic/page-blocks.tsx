import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { ClassicScene } from "~/engine";
import { useT } from "~/i18n/use-t";
import { readClipboard, withFreshIds } from "../clipboard";
import { FIRST_FIELD } from "../shell/inspector";
import { useStudio } from "../studio-context";
import { BlockPreview } from "./block-preview";
import { asBlock, insertIndex, selectedBlockId } from "./classic-draft";
import { BLOCK_KINDS, newBlock, type BlockKind } from "./factories";
import { NewBlockForm } from "./new-block-form";

const MAX_BLOCKS = 100;

/** The page's blocks as an editable document: selectable cards in reading order, then "Add a block". */
export function PageBlocks({ page }: { page: ClassicScene }) {
  const { t } = useT();
  const { edit, selection, select } = useStudio();
  const selectedId = selectedBlockId(selection, page.id);
  const blocks = page.blocks ?? [];
  const listPath = ["scenes", page.id, "blocks"];
  const selectBlock = (blockId: string) => select({ path: [...listPath, blockId] });

  const onCardKey = (event: KeyboardEvent<HTMLElement>, blockId: string) => {
    if (event.target !== event.currentTarget || (event.key !== "Enter" && event.key !== " ")) return;
    event.preventDefault();
    selectBlock(blockId);
  };

  return (
    <section className="sc-blocks" aria-labelledby={`sc-blocks-${page.id}`}>
      <h3 id={`sc-blocks-${page.id}`} className="sc-section-title">{t("studio-classic.blocks.title")}</h3>
      {blocks.length === 0 ? <p className="sc-muted">{t("studio-classic.blocks.none")}</p> : null}
      <ol className="sc-cards">
        {blocks.map((block, index) => {
          const n = index + 1;
          const kind = t(`studio-classic.blocks.kinds.${block.kind}`);
          const selected = block.id === selectedId;
          return (
            <li key={block.id}>
              <div
                role="group"
                tabIndex={0}
                className={`sc-card${selected ? " sc-card-selected" : ""}`}
                aria-label={t("studio-classic.blocks.block", { n, kind })}
                aria-current={selected || undefined}
                onClick={() => selectBlock(block.id)}
                onKeyDown={(event) => onCardKey(event, block.id)}
              >
                <div className="sc-card-head">
                  <span className="sc-card-kind" aria-hidden="true">{n}. {kind}</span>
                  {(block.interactions ?? []).length > 0 ? <span className="sc-badge">{t("studio-classic.blocks.interactive")}</span> : null}
                  {block.visibleWhen?.length ? <span className="sc-badge">{t("studio-classic.blocks.hidden")}</span> : null}
                  <span className="sc-card-tools">
                    <button type="button" className="button button-secondary sc-small" disabled={index === 0} aria-label={t("studio-classic.blocks.moveUp", { n })} onClick={(event) => { event.stopPropagation(); edit.move(listPath, block.id, index - 1); }}>
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button type="button" className="button button-secondary sc-small" disabled={index === blocks.length - 1} aria-label={t("studio-classic.blocks.moveDown", { n })} onClick={(event) => { event.stopPropagation(); edit.move(listPath, block.id, index + 1); }}>
                      <span aria-hidden="true">↓</span>
                    </button>
                  </span>
                </div>
                <div className="sc-card-body">
                  <BlockPreview block={block} />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {blocks.length < MAX_BLOCKS ? <AddBlock page={page} afterId={selectedId} /> : <p className="sc-muted">{t("studio-classic.blocks.full")}</p>}
    </section>
  );
}

/** The "Add a block" menu: a text is added at once; a media block first asks for its file. */
function AddBlock({ page, afterId }: { page: ClassicScene; afterId: string | null }) {
  const { t } = useT();
  const { edit, select } = useStudio();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<Exclude<BlockKind, "text"> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Closing the menu or cancelling a new block puts the focus back on "Add a block", not on the page's body.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (refocus && !asking) toggle.current?.focus();
    setRefocus(false);
  }, [refocus, asking]);
  const listPath = ["scenes", page.id, "blocks"];
  const index = insertIndex(page, afterId);

  const add = (kind: BlockKind) => {
    setOpen(false);
    setProblem(null);
    if (kind !== "text") return setAsking(kind);
    // Empty: the text field shows what to write as its placeholder, and players see nothing until then.
    const block = newBlock(edit.newId, "text", {});
    edit.insert(listPath, block, index);
    select({ path: [...listPath, block.id], field: "text" });
  };

  const paste = () => {
    setOpen(false);
    const copied = readClipboard();
    const block = copied?.type === "block" ? asBlock(withFreshIds(copied.item, edit.newId, "block")) : null;
    if (!block) return setProblem(t("studio-classic.blocks.notABlock"));
    setProblem(null);
    edit.insert(listPath, block, index);
    select({ path: [...listPath, block.id] });
  };

  if (asking) {
    return <NewBlockForm kind={asking} onCancel={() => { setAsking(null); setRefocus(true); }} onCreate={(block) => {
      setAsking(null);
      edit.insert(listPath, block, index);
      select({ path: [...listPath, block.id], field: FIRST_FIELD });
    }} />;
  }
  return (
    <div className="sc-add">
      <button ref={toggle} type="button" className="button" aria-expanded={open} aria-controls={`sc-add-${page.id}`} onClick={() => setOpen(!open)}>
        {t("studio-classic.blocks.add")}
      </button>
      {open ? (
        <ul id={`sc-add-${page.id}`} className="sc-add-menu" onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          setOpen(false);
          setRefocus(true);
        }}>
          {BLOCK_KINDS.map((kind) => (
            <li key={kind}>
              <button type="button" className="button button-secondary sc-small" onClick={() => add(kind)}>{t(`studio-classic.blocks.addKind.${kind}`)}</button>
            </li>
          ))}
          <li>
            <button type="button" className="button button-secondary sc-small" onClick={paste}>{t("studio-classic.blocks.paste")}</button>
          </li>
        </ul>
      ) : null}
      <p className="field-error" role={problem ? "alert" : undefined}>{problem ?? ""}</p>
    </div>
  );
}
