import { useId, type KeyboardEvent } from "react";
import { useT } from "~/i18n/use-t";

type Props = { value: string; onChange: (next: string) => void; label: string; autoFocus?: boolean };

const turn = (digit: string, by: number) => String((Number(digit) + by + 10) % 10);

/**
 * Number dials, one digit each, turned up or down and wrapping round 9 to 0 as a real one does. Each
 * dial is a spin button (arrow keys, Home and End, or a typed digit); the buttons beside it are for touch.
 */
export function DialLock({ value, onChange, label, autoFocus }: Props) {
  const { t } = useT();
  const id = useId();
  const digits = value.split("");
  const set = (index: number, digit: string) => onChange(digits.map((old, at) => (at === index ? digit : old)).join(""));

  function onKeyDown(event: KeyboardEvent, index: number) {
    const digit = digits[index];
    const next =
      event.key === "ArrowUp" ? turn(digit, 1)
      : event.key === "ArrowDown" ? turn(digit, -1)
      : event.key === "Home" ? "0"
      : event.key === "End" ? "9"
      : /^\d$/.test(event.key) ? event.key
      : null;
    if (next === null) return;
    event.preventDefault();
    set(index, next);
  }

  return (
    <div className="lock lock-dial" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`}>
      <p id={`${id}-label`} className="lock-label">
        {label}
      </p>
      <div className="lock-dials">
        {digits.map((digit, index) => {
          const name = t("locks.dial", { n: index + 1, total: digits.length });
          return (
            <div key={index} className="lock-dial-column">
              <button type="button" className="lock-dial-turn" tabIndex={-1} aria-label={t("locks.dialUp", { name })} onClick={() => set(index, turn(digit, 1))}>
                <span aria-hidden="true">▲</span>
              </button>
              <div
                className="lock-dial-value"
                role="spinbutton"
                tabIndex={0}
                aria-label={name}
                aria-valuemin={0}
                aria-valuemax={9}
                aria-valuenow={Number(digit)}
                data-autofocus={(autoFocus && index === 0) || undefined}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {digit}
              </div>
              <button type="button" className="lock-dial-turn" tabIndex={-1} aria-label={t("locks.dialDown", { name })} onClick={() => set(index, turn(digit, -1))}>
                <span aria-hidden="true">▼</span>
              </button>
            </div>
          );
        })}
      </div>
      <p id={`${id}-help`} className="lock-help">
        {t("locks.help.dial")}
      </p>
    </div>
  );
}
