import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Block } from "~/engine";
import { useT } from "~/i18n/use-t";
import { AssetField } from "../fields/asset-field";
import { FieldGroup, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { blockDefaultsReady, newBlock, type BlockKind } from "./factories";

type MediaKind = Exclude<BlockKind, "text">;

/**
 * Before an image, a sound or a video block exists, its file and its words for players who cannot see
 * or hear it: the block is created complete, so the problems list has nothing to say about it.
 */
export function NewBlockForm({ kind, onCreate, onCancel }: { kind: MediaKind; onCreate: (block: Block) => void; onCancel: () => void }) {
  const { t } = useT();
  const { edit } = useStudio();
  const [src, setSrc] = useState("");
  const [words, setWords] = useState("");
  const root = useRef<HTMLFormElement>(null);
  const fields = kind === "image" ? { src, alt: words } : { src, label: words };
  const ready = blockDefaultsReady(kind, fields);

  useEffect(() => {
    root.current?.querySelector<HTMLElement>("select, input")?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    onCreate(kind === "image" ? newBlock(edit.newId, "image", { src, alt: words }) : newBlock(edit.newId, kind, { src, label: words }));
  };

  return (
    <form ref={root} className="sc-new-block" onSubmit={submit} onKeyDown={(event) => { if (event.key === "Escape") onCancel(); }}>
      <FieldGroup legend={t("studio-classic.blocks.newBlock", { kind: t(`studio-classic.blocks.kinds.${kind}`) })}>
        <AssetField
          label={t(`studio-classic.blockForm.${kind === "audio" ? "sound" : kind}`)}
          hint={kind === "video" ? t("studio-classic.blockForm.videoHint") : undefined}
          kind={kind === "audio" ? "sound" : kind}
          allowLink={kind === "video"}
          value={src || undefined}
          onChange={(value) => setSrc(value ?? "")}
        />
        <TextField
          label={t(`studio-classic.blockForm.${kind === "image" ? "alt" : "label"}`)}
          hint={kind === "image" ? t("studio-classic.blockForm.altHint") : undefined}
          value={words}
          maxLength={kind === "image" ? 300 : 120}
          required
          onChange={setWords}
        />
        <div className="sc-row">
          <button type="submit" className="button" disabled={!ready}>{t("studio-classic.blocks.create")}</button>
          <button type="button" className="button button-secondary" onClick={onCancel}>{t("studio-classic.workspace.cancel")}</button>
        </div>
      </FieldGroup>
    </form>
  );
}
