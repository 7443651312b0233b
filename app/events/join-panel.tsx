import { useT } from "~/i18n/use-t";
import type { HostEvent } from "~/lib/events/host-screen.server";

/** How players come in: the site's /code, the event's code in large digits, and a QR code of its page. */
export function JoinPanel({ code, join, large = false }: { code: string; join: HostEvent["join"]; large?: boolean }) {
  const { t } = useT();
  return (
    <section className={`event-join${large ? " event-join-large" : ""}`} aria-labelledby="event-join-title">
      <h2 id="event-join-title">{t("event-host.join.title")}</h2>
      <p>{t("event-host.join.how", { site: join.site })}</p>
      <p className="event-code" aria-label={`${t("event-host.join.code")} ${code.split("").join(" ")}`}>
        {code}
      </p>
      {join.qr ? <img className="event-qr" src={join.qr} alt={t("event-host.join.qr")} width={large ? 320 : 160} height={large ? 320 : 160} /> : null}
      {large ? null : (
        <>
          <p className="event-join-link">{t("event-host.join.link", { url: join.url })}</p>
          <p className="muted">{t("event-host.join.validity")}</p>
        </>
      )}
    </section>
  );
}
