import { useEffect, useId, useRef, type ReactNode } from "react";
import { useStudio } from "../studio-context";
import "./forms.css";

/**
 * The frame of one inspector form: a titled region, and the field the selection names (a problem in
 * the problems list points at one) focused when the form opens. Fields carry their definition key as
 * their `name`, which is what `selection.field` holds.
 */
export function FormFrame({ title, children }: { title: string; children: ReactNode }) {
  const { selection } = useStudio();
  const headingId = useId();
  const frame = useRef<HTMLElement>(null);
  const field = selection?.field;
  useEffect(() => {
    if (!field) return;
    frame.current?.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`)?.focus();
  }, [field, selection]);
  return (
    <section ref={frame} className="forms-frame" aria-labelledby={headingId}>
      <h3 id={headingId} className="forms-title">
        {title}
      </h3>
      {children}
    </section>
  );
}
