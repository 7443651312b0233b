import { useT } from "~/i18n/use-t";
import type { Announced } from "./use-announcer";

/** The polite live region: visible toasts, and lines meant only for screen readers. */
export function Toasts({ toasts, onDismiss }: { toasts: Announced[]; onDismiss: (id: number) => void }) {
  const { t } = useT();
  return (
    <div className="play-toasts" role="log" aria-live="polite" aria-relevant="additions" aria-label={t("play.hud.messages")}>
      {toasts.map((toast) =>
        toast.visible ? (
          <div key={toast.id} className={`play-toast play-toast-${toast.tone}`}>
            <p>{toast.text}</p>
            <button type="button" className="play-toast-close" onClick={() => onDismiss(toast.id)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t("play.common.dismiss")}</span>
            </button>
          </div>
        ) : (
          <p key={toast.id} className="visually-hidden">
            {toast.text}
          </p>
        ),
      )}
    </div>
  );
}

/** Every message of this game, newest first, to read again. */
export function Journal({ entries }: { entries: Announced[] }) {
  const { t } = useT();
  return (
    <section className="play-side-section" aria-labelledby="play-journal-title">
      <h2 id="play-journal-title">{t("play.journal.title")}</h2>
      {entries.length === 0 ? (
        <p className="play-muted">{t("play.journal.empty")}</p>
      ) : (
        <ol className="play-journal" reversed>
          {entries.map((entry) => (
            <li key={entry.id} className={`play-journal-${entry.tone}`}>
              {entry.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
