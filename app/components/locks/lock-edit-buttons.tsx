import { useT } from "~/i18n/use-t";

/** Taking back the last symbol, or all of them. Never `disabled`, which would drop the focus of whoever just cleared. */
export function LockEditButtons({ count, onErase, onClear }: { count: number; onErase: () => void; onClear: () => void }) {
  const { t } = useT();
  return (
    <div className="lock-edit">
      <button type="button" className="lock-edit-button" aria-disabled={count === 0 || undefined} onClick={onErase}>
        <span aria-hidden="true">⌫ </span>
        {t("locks.erase")}
      </button>
      <button type="button" className="lock-edit-button" aria-disabled={count === 0 || undefined} onClick={onClear}>
        {t("locks.clear")}
      </button>
    </div>
  );
}
