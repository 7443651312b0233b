import { useEffect, useRef, type ReactNode } from "react";

/** What an action did (a status) or why it was refused (an alert), focused on arrival so a screen reader hears it. */
export function FocusedNotice({ ok, children }: { ok: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={ok ? "notice notice-ok" : "notice projects-error"} role={ok ? "status" : "alert"} tabIndex={-1} ref={ref}>
      {children}
    </div>
  );
}
