import { useState } from "react";
import { useT } from "~/i18n/use-t";
import { readClipboard, withFreshIds } from "../clipboard";
import { AssetField } from "../fields/asset-field";
import { FieldGroup, TextField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { asBlock, findBlock, findPage } from "./classic-draft";
import { TextBlockFields } from "./text-block-fields";
import "./classic.css";

/**
 * The inspector's form for one block of a Classic page: its content by kind, then what every target
 * shares (the object lying there, when it shows, what clicking it does: the shared forms' part), and
 * pasting a copied block after it.
 */
export function BlockForm({ sceneId, blockId }: { sceneId: string; blockId: string }) {
  const { t } = useT();
  const { draft, edit, select } = useStudio();
  const [problem, setProblem] = useState<string | null>(null);
  const page = findPage(draft, sceneId);
  const block = findBlock(draft, sceneId, blockId);
  if (!page || !block) return <p className="sc-muted">{t("studio-classic.blockForm.missing")}</p>;

  const listPath = ["scenes", sceneId, "blocks"];
  const path = [...listPath, blockId];
  const index = page.blocks.findIndex((candidate) => candidate.id === blockId);
  const set = (field: string, value: unknown) => edit.set([...path, field], value);
  // Optional texts are removed rather than left empty, which the schema would refuse.
  const setOptional = (field: string) => (value: string | undefined) => set(field, value && value.trim() !== "" ? value : undefined);

  const insertAfter = (item: unknown) => {
    const copy = asBlock(item);
    if (!copy) return setProblem(t("studio-classic.blocks.notABlock"));
    setProblem(null);
    edit.insert(listPath, copy, index + 1);
    select({ path: [...listPath, copy.id] });
  };

  return (
    <div className="sc-form">
      <FieldGroup legend={t(`studio-classic.blockForm.title.${block.kind}`)}>
        {block.kind === "text" ? <TextBlockFields key={block.id} sceneId={sceneId} blockId={blockId} text={block.text ?? ""} font={block.font} /> : null}
        {block.kind === "image" ? (
          <>
            <AssetField label={t("studio-classic.blockForm.image")} kind="image" value={block.src} onChange={(value) => value && set("src", value)} />
            <TextField name="alt" label={t("studio-classic.blockForm.alt")} hint={t("studio-classic.blockForm.altHint")} value={block.alt ?? ""} maxLength={300} required multiline onChange={(value) => set("alt", value)} />
          </>
        ) : null}
        {block.kind === "audio" ? (
          <>
            <AssetField label={t("studio-classic.blockForm.sound")} kind="sound" value={block.src} onChange={(value) => value && set("src", value)} />
            <TextField name="label" label={t("studio-classic.blockForm.label")} value={block.label ?? ""} maxLength={120} required onChange={(value) => set("label", value)} />
            <TextField name="transcript" label={t("studio-classic.blockForm.transcript")} hint={t("studio-classic.blockForm.transcriptHint")} value={block.transcript ?? ""} maxLength={5000} multiline onChange={setOptional("transcript")} />
          </>
        ) : null}
        {block.kind === "video" ? (
          <>
            <AssetField label={t("studio-classic.blockForm.video")} hint={t("studio-classic.blockForm.videoHint")} kind="video" allowLink value={block.src} onChange={(value) => value && set("src", value)} />
            <TextField name="label" label={t("studio-classic.blockForm.label")} value={block.label ?? ""} maxLength={120} required onChange={(value) => set("label", value)} />
            <AssetField label={t("studio-classic.blockForm.captions")} hint={t("studio-classic.blockForm.captionsHint")} kind="video" allowLink optional value={block.captions} onChange={setOptional("captions")} />
          </>
        ) : null}
      </FieldGroup>
      {/* Move, duplicate, copy and delete are the inspector's own buttons, above every item's form. */}
      <div className="sc-row sc-form-actions">
        <button
          type="button"
          className="button button-secondary sc-small"
          onClick={() => {
            const copied = readClipboard();
            insertAfter(copied?.type === "block" ? withFreshIds(copied.item, edit.newId, "block") : null);
          }}
        >
          {t("studio-classic.blockForm.paste")}
        </button>
      </div>
      <p className="field-error" role={problem ? "alert" : undefined}>{problem ?? ""}</p>
    </div>
  );
}
