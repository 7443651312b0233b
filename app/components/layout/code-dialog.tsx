import { useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { CodeForm } from "./code-form";

/** The top bar's "enter a code" button and its modal dialog (native <dialog>: focus trap and Escape for free). */
export function CodeDialogButton({ className }: { className?: string }) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    dialog.current?.close();
  };
  return (
    <>
      <a
        href="/code"
        className={className}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        {t("common.nav.enterCode")}
      </a>
      <dialog ref={dialog} className="modal" aria-labelledby="code-dialog-title" onClose={() => setOpen(false)}>
        <h2 id="code-dialog-title">{t("common.code.title")}</h2>
        <p>{t("common.code.intro")}</p>
        {open ? <CodeForm onCancel={close} autoFocus /> : null}
      </dialog>
    </>
  );
}
