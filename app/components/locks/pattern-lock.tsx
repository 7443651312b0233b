import { useId, useRef, useState, type KeyboardEvent } from "react";
import { PATTERN_DOTS } from "~/engine";
import { useT } from "~/i18n/use-t";
import { LockEditButtons } from "./lock-edit-buttons";

const MOVES: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
// A dot's centre in the drawing's 0-300 box.
const centre = (dot: string) => {
  const index = Number(dot) - 1;
  return { x: (index % 3) * 100 + 50, y: Math.floor(index / 3) * 100 + 50 };
};

type Props = { value: readonly string[]; onChange: (next: string[]) => void; label: string; autoFocus?: boolean };

/**
 * Dots on a 3×3 grid joined in order, as on a phone. One dot takes the focus at a time (the arrow keys
 * move it, Space or Enter joins it); a tap joins a dot too. Each dot is joined once.
 */
export function PatternLock({ value, onChange, label, autoFocus }: Props) {
  const { t } = useT();
  const id = useId();
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const row = Math.min(2, Math.max(0, Math.floor(focused / 3) + move[0]));
    const column = Math.min(2, Math.max(0, (focused % 3) + move[1]));
    const next = row * 3 + column;
    setFocused(next);
    buttons.current[next]?.focus();
  }

  const join = (dot: string) => !value.includes(dot) && onChange([...value, dot]);
  const points = value.map(centre);
  return (
    <div className="lock lock-pattern" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`}>
      <p id={`${id}-label`} className="lock-label">
        {label}
      </p>
      <p className="lock-status" role="status">
        {value.length ? t("locks.patternEntry", { list: value.join(", "), n: value.length }) : t("locks.entryEmpty")}
      </p>
      <div className="lock-pattern-grid" onKeyDown={onKeyDown}>
        <svg className="lock-pattern-lines" viewBox="0 0 300 300" aria-hidden="true" focusable="false">
          <polyline points={points.map((point) => `${point.x},${point.y}`).join(" ")} />
        </svg>
        {PATTERN_DOTS.map((dot, index) => {
          const order = value.indexOf(dot);
          return (
            <button
              key={dot}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className="lock-dot"
              tabIndex={index === focused ? 0 : -1}
              aria-pressed={order >= 0}
              aria-label={order >= 0 ? t("locks.dotJoined", { n: dot, order: order + 1 }) : t("locks.dot", { n: dot })}
              data-autofocus={(autoFocus && index === 0) || undefined}
              onFocus={() => setFocused(index)}
              onClick={() => join(dot)}
            >
              <span aria-hidden="true">{order >= 0 ? order + 1 : ""}</span>
            </button>
          );
        })}
      </div>
      <p id={`${id}-help`} className="lock-help">
        {t("locks.help.pattern")}
      </p>
      <LockEditButtons count={value.length} onErase={() => onChange(value.slice(0, -1))} onClear={() => onChange([])} />
    </div>
  );
}
