import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { FONT_NAMES, fontStack, fontStyle, type FontName, type FontStyle } from "~/engine";
import { useT } from "~/i18n/use-t";
import { useStudio } from "../studio-context";
import { applyFormat, type FormatCommand } from "./format-commands";

const COMMANDS: readonly { command: FormatCommand; shortcut?: string; mark: string }[] = [
  { command: "bold", shortcut: "b", mark: "B" },
  { command: "italic", shortcut: "i", mark: "I" },
  { command: "heading", mark: "#" },
  { command: "list", mark: "•" },
];
const STYLES: readonly FontStyle[] = ["serif", "sans", "mono", "handwriting", "display"];

/**
 * A text block's words and font. The words are a shared text: every change is written at once, so
 * co-editors see it and their keystrokes merge. The toolbar wraps the selection in the formatting
 * syntax (Ctrl/Cmd+B and +I from the text too) and puts the selection back where it was.
 */
export function TextBlockFields({ sceneId, blockId, text, font }: { sceneId: string; blockId: string; text: string; font: FontName | undefined }) {
  const { t } = useT();
  const { edit } = useStudio();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const restore = useRef<{ start: number; end: number } | null>(null);
  const path = ["scenes", sceneId, "blocks", blockId];
  const [shown, setShown] = useState(text);
  // What this field wrote and the draft has not echoed yet: an echo that lags behind fast typing must
  // not put older words back; any other change (a co-editor, an undo) replaces what is shown.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const at = pending.current.indexOf(text);
    if (at >= 0) pending.current = pending.current.slice(at + 1);
    else {
      pending.current = [];
      setShown(text);
    }
  }, [text]);
  const write = (next: string) => {
    setShown(next);
    pending.current.push(next);
    edit.set([...path, "text"], next);
  };

  useLayoutEffect(() => {
    const pending = restore.current;
    if (!pending || !area.current) return;
    restore.current = null;
    area.current.focus();
    area.current.setSelectionRange(pending.start, pending.end);
  });

  const run = (command: FormatCommand) => {
    const field = area.current;
    const start = field?.selectionStart ?? shown.length;
    const end = field?.selectionEnd ?? shown.length;
    const next = applyFormat(shown, start, end, command, t("studio-classic.blockForm.placeholder"));
    restore.current = { start: next.start, end: next.end };
    write(next.text);
  };

  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const found = COMMANDS.find((entry) => entry.shortcut === event.key.toLowerCase());
    if (!found) return;
    event.preventDefault();
    run(found.command);
  };

  return (
    <>
      <div className="studio-field">
        <label htmlFor={id}>{t("studio-classic.blockForm.text")}</label>
        <div className="sc-toolbar" role="group" aria-label={t("studio-classic.blockForm.formatting")}>
          {COMMANDS.map(({ command, shortcut, mark }) => (
            <button key={command} type="button" className="button button-secondary sc-small" aria-controls={id} aria-keyshortcuts={shortcut ? `Control+${shortcut.toUpperCase()}` : undefined} onClick={() => run(command)}>
              <span aria-hidden="true" className={`sc-mark sc-mark-${command}`}>{mark}</span> {t(`studio-classic.blockForm.${command}`)}
            </button>
          ))}
        </div>
        <textarea
          ref={area}
          id={id}
          name="text"
          rows={8}
          maxLength={5000}
          value={shown}
          placeholder={t("studio-classic.blockForm.textPlaceholder")}
          style={font ? { fontFamily: fontStack(font) } : undefined}
          aria-describedby={`${id}-hint`}
          onKeyDown={onKey}
          onChange={(event) => write(event.target.value)}
        />
        <span id={`${id}-hint`} className="studio-hint">{t("studio-classic.blockForm.textHint")}</span>
      </div>
      <FontField value={font} onChange={(next) => edit.set([...path, "font"], next)} />
    </>
  );
}

/** The named fonts by style; each option is drawn in its font where the browser allows, and a sample shows the choice. */
function FontField({ value, onChange }: { value: FontName | undefined; onChange: (font: FontName | undefined) => void }) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="studio-field">
      <label htmlFor={id}>{t("studio-classic.blockForm.font")}</label>
      <select
        id={id}
        name="font"
        value={value ?? ""}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const next = FONT_NAMES.find((name) => name === event.target.value);
          onChange(next);
        }}
      >
        <option value="">{t("studio-classic.blockForm.defaultFont")}</option>
        {STYLES.map((style) => (
          <optgroup key={style} label={t(`studio-classic.blockForm.fontStyles.${style}`)}>
            {FONT_NAMES.filter((name) => fontStyle(name) === style).map((name) => (
              <option key={name} value={name} style={{ fontFamily: fontStack(name) }}>
                {name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p className="sc-font-sample" style={value ? { fontFamily: fontStack(value) } : undefined} aria-hidden="true">
        {t("studio-classic.blockForm.fontSample")}
      </p>
      <span id={`${id}-hint`} className="studio-hint">{t("studio-classic.blockForm.fontHint")}</span>
    </div>
  );
}
