import type { ReactNode } from "react";
import "./forms.css";

/**
 * The body of one inspector form. The inspector around it (app/studio/shell/inspector.tsx) gives the
 * heading and focuses the field a problem points at: fields carry their definition key as their `name`,
 * and a list carries its key on its add button.
 */
export function FormFrame({ children }: { children: ReactNode }) {
  return <div className="forms-frame">{children}</div>;
}
