import { useEffect, useId, useRef, type ReactNode } from "react";
import { useT } from "~/i18n/use-t";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  // Dialogs the game itself opens (time up) must be answered, not dismissed with Escape.
  dismissable?: boolean;
  // Pages outside the game (the event host's screen) do not ship the play texts: they name the close button.
  closeLabel?: string;
};

/**
 * A modal native <dialog>: the browser makes the page behind it inert (the focus trap) and turns
 * Escape into `cancel`. Focus goes back to whatever opened it, even when React re-rendered that
 * control in the meantime, by falling back to the stage.
 */
export function Dialog({ open, onClose, title, children, className, dismissable = true, closeLabel }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // React's autoFocus fires before the dialog opens; this marker is honoured once it is open.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Restores focus when closed by any path (Escape, a button, the game moving on).
  useEffect(() => {
    if (open) return;
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
    else if (target) document.querySelector<HTMLElement>("[data-focus-fallback]")?.focus();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`play-dialog ${className ?? ""}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissable) onClose();
      }}
    >
      <div className="play-dialog-head">
        <h2 id={titleId}>{title}</h2>
        {dismissable ? <CloseButton onClose={onClose} label={closeLabel} /> : null}
      </div>
      {open ? children : null}
    </dialog>
  );
}

function CloseButton({ onClose, label }: { onClose: () => void; label?: string }) {
  const { t } = useT();
  return (
    <button type="button" className="play-dialog-close" onClick={onClose}>
      <span aria-hidden="true">×</span>
      <span className="visually-hidden">{label ?? t("play.common.close")}</span>
    </button>
  );
}
