import { useT } from "~/i18n/use-t";
import type { Announced } from "./use-announcer";

/** Screen readers hear every line the game says at once, visible or not, from this polite live region. */
export function SpokenLog({ lines }: { lines: Announced[] }) {
  const { t } = useT();
  return (
    <div className="visually-hidden" role="log" aria-live="polite" aria-relevant="additions" aria-label={t("play.hud.messages")}>
      {lines.map((line) => (
        <p key={line.id}>{line.text}</p>
      ))}
    </div>
  );
}

/**
 * The visible lines, a few at a time (the rest wait their turn). They sit in the stage, over the top
 * of the scene, so they never hide the inventory, the side panels or a team's chat.
 */
export function Toasts({ toasts, onDismiss }: { toasts: Announced[]; onDismiss: (id: number) => void }) {
  const { t } = useT();
  return (
    <div className="play-toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className={`play-toast play-toast-${toast.tone}`}>
          <p>{toast.text}</p>
          <button type="button" className="play-toast-close" onClick={() => onDismiss(toast.id)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("play.common.dismiss")}</span>
          </button>
        </div>
      ))}
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
        // Focusable: once long it scrolls, and keyboard players must be able to scroll it too.
        <ol className="play-journal" reversed tabIndex={0} aria-labelledby="play-journal-title">
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
