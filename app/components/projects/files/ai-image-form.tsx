import { Link } from "@remix-run/react";
import { useId, useRef, useState } from "react";
import * as v from "valibot";
import { useT } from "~/i18n/use-t";
import { GenerateSchema, IMAGE_FORMATS, PROMPT_MAX, PROMPT_MIN, type AiImagesStatus, type ImageFormat } from "~/lib/ai-images/formats";
import { generateImage, useAiImages } from "./use-ai-images";
import type { Refusal } from "./use-project-files";

type Props = { projectId: string; path: string; onDone: (name: string) => void };

/**
 * "Générer une image" in the project's files (issue 27): what is left this month before anything is asked, a
 * prompt and a format, then the image joins the current folder. Refusals are said next to the form, in words.
 */
export function AiImageForm({ projectId, path, onDone }: Props) {
  const { t } = useT();
  const id = useId();
  const { status, setStatus } = useAiImages(projectId);
  const [busy, setBusy] = useState(false);
  const [promptInvalid, setPromptInvalid] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const prompt = useRef<HTMLTextAreaElement>(null);

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const input = { prompt: String(data.get("prompt") ?? ""), format: String(data.get("format") ?? "scene"), path };
    const checked = v.safeParse(GenerateSchema, input);
    setPromptInvalid(!checked.success);
    setRefusal(null);
    if (!checked.success) return prompt.current?.focus();
    setBusy(true);
    const result = await generateImage(projectId, checked.output);
    setBusy(false);
    if (result.ok) {
      setStatus(result.status);
      form.reset();
      onDone(result.file.name);
    } else setRefusal(result.refusal ?? { error: "network", message: t("ai-images.errors.network") });
  }

  const closed = status !== null && (status.limit === 0 || !status.available || status.remaining === 0);
  return (
    <details className="projects-rename ai-images">
      <summary className="button button-secondary">{t("ai-images.title")}</summary>
      <div className="files-form">
        <p className="muted">{t("ai-images.intro")}</p>
        {status ? <Standing status={status} /> : null}
        <form
          noValidate
          aria-busy={busy || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void submit(event.currentTarget);
          }}
        >
          <label htmlFor={`${id}-prompt`}>{t("ai-images.promptLabel")}</label>
          <textarea
            ref={prompt}
            id={`${id}-prompt`}
            name="prompt"
            rows={3}
            maxLength={PROMPT_MAX}
            required
            aria-invalid={promptInvalid || undefined}
            aria-describedby={`${id}-hint${promptInvalid ? ` ${id}-error` : ""}`}
          />
          <p id={`${id}-hint`} className="muted">{t("ai-images.promptHint", { min: PROMPT_MIN, max: PROMPT_MAX })}</p>
          {promptInvalid ? <p id={`${id}-error`} className="field-error">{t("ai-images.errors.prompt", { min: PROMPT_MIN, max: PROMPT_MAX })}</p> : null}
          <fieldset>
            <legend>{t("ai-images.formatLegend")}</legend>
            {IMAGE_FORMATS.map((format: ImageFormat) => (
              <label key={format} className="ai-images-format">
                <input type="radio" name="format" value={format} defaultChecked={format === "scene"} /> {t(`ai-images.formats.${format}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button" disabled={busy || closed}>{t("ai-images.submit")}</button>
        </form>
        <p role="status" aria-live="polite" className="files-status">{busy ? t("ai-images.generating") : ""}</p>
        <div role="alert" aria-live="assertive" className="files-alert">
          {refusal ? (
            <p className="field-error">
              {refusal.message || t("ai-images.errors.network")}
              {refusal.upgrade ? <> <Link to={refusal.upgrade}>{t("ai-images.upgrade")}</Link></> : null}
            </p>
          ) : null}
        </div>
      </div>
    </details>
  );
}

function Standing({ status }: { status: AiImagesStatus }) {
  const { t } = useT();
  if (status.limit === 0) {
    return (
      <p>
        {t("ai-images.planNotice")} <Link to="/plans">{t("ai-images.upgrade")}</Link>
      </p>
    );
  }
  if (!status.available) return <p className="field-error">{t("ai-images.unavailable")}</p>;
  const left =
    status.remaining === 0
      ? t("ai-images.remainingNone", { limit: status.limit })
      : status.remaining === 1
        ? t("ai-images.remainingOne", { limit: status.limit })
        : t("ai-images.remaining", { count: status.remaining, limit: status.limit });
  return (
    <>
      <p className="files-storage" data-testid="ai-images-remaining">{left}</p>
      {status.local ? <p className="ai-images-local">{t("ai-images.local")}</p> : null}
    </>
  );
}
