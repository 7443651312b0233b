import { useT } from "~/i18n/use-t";
import type { HostLine } from "./use-team";

/** What a live event's host said to this team, kept in view: a hint must still be readable a minute later. */
export function HostMessages({ lines }: { lines: HostLine[] }) {
  const { t } = useT();
  if (lines.length === 0) return null;
  return (
    <section className="play-side-section multi-host" aria-labelledby="multi-host-title">
      <h2 id="multi-host-title">{t("play.multi.event.hostMessage")}</h2>
      <ol className="multi-host-lines">
        {lines
          .slice()
          .reverse()
          .map((line) => (
            <li key={line.id} className={line.kind === "hint" ? "multi-host-hint" : undefined}>
              <strong>{line.kind === "hint" ? t("play.multi.event.hostHint") : t("play.multi.event.hostMessage")}</strong> {line.text}
            </li>
          ))}
      </ol>
    </section>
  );
}
