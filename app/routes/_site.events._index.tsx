import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { hostEvents } from "~/lib/events/host-lists.server";
import { canHostEvents } from "~/lib/events/hosting";
import { requireUser } from "~/lib/guards.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import styles from "~/styles/account.css?url";
import { EventsUpgrade } from "~/components/events/events-upgrade";
import { LocalTime } from "~/components/local-time";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/** /events: the host's live events, newest first (ADR 054). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const texts = pageTexts(context, ["events"], { title: "events.list.title", description: "events.list.description" });
  if (!canHostEvents(user.grade)) return { ...texts, allowed: false as const, events: [] };
  const events = await hostEvents(context.db, user.id);
  return { ...texts, allowed: true as const, events };
}

export default function EventsPage() {
  const { allowed, events } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <section className="account" aria-labelledby="events-title">
      <h1 id="events-title">{t("events.list.title")}</h1>
      <p>{t("events.list.intro")}</p>
      {!allowed ? (
        <EventsUpgrade />
      ) : (
        <>
          <p>
            <Link to="/events/new" className="button">
              {t("events.list.new")}
            </Link>
          </p>
          {events.length === 0 ? (
            <p className="muted">{t("events.list.empty")}</p>
          ) : (
            <ul className="team-list">
              {events.map((event) => (
                <li key={event.id} className="account-card">
                  <h2>{event.title}</h2>
                  <p>
                    {t("events.list.game", { game: event.gameTitle })} · {t("events.list.code", { code: event.code })} ·{" "}
                    <span className="account-status">{t(`events.list.status.${event.status}`)}</span>
                  </p>
                  <p className="muted">
                    {t("events.list.created")} <LocalTime ms={event.createdAt} />
                  </p>
                  <p className="account-links">
                    <Link to={`/events/${event.id}`}>{t("events.list.host", { title: event.title })}</Link>
                    <Link to={`/events/${event.id}/results`}>{t("events.list.results", { title: event.title })}</Link>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
