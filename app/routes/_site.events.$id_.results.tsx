import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { hostOwnEvent } from "~/lib/events/host-access.server";
import { eventResults } from "~/lib/events/results.server";
import { formatClock } from "~/play/format";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import styles from "~/styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/**
 * /events/{id}/results: the host's ranking of the teams and who played in each (ADR 054). The file is
 * named `$id_` so that the page is not drawn inside the host screen of /events/{id}.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const event = await hostOwnEvent(context, request, params.id);
  const results = await eventResults(context.db, event);
  return {
    ...pageTexts(context, ["events"], { title: "events.results.title", params: { title: event.title } }),
    event: { id: event.id, title: event.title, code: event.code },
    results: {
      ...results,
      teams: results.teams.map((row) => ({ ...row, timer: row.timerSeconds === null ? null : formatClock(row.timerSeconds) })),
    },
  };
}

export default function EventResultsPage() {
  const { event, results } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <section className="account" aria-labelledby="event-results-title">
      <p className="account-back">
        <Link to={`/events/${event.id}`}>{t("events.results.back")}</Link>
      </p>
      <h1 id="event-results-title">{t("events.results.title", { title: event.title })}</h1>
      <p className="account-links">
        <a href={`/events/${event.id}/results.csv`} download>
          {t("events.results.csv")}
        </a>
        <Link to="/events">{t("events.results.all")}</Link>
      </p>
      <section className="account-card results-card" aria-labelledby="event-teams-title">
        <h2 id="event-teams-title">{t("events.results.teamsTitle")}</h2>
        <div className="results-scroll" tabIndex={0} role="region" aria-labelledby="event-teams-title">
          <table className="results-table">
            <thead>
              <tr>
                <th scope="col">{t("events.results.columns.rank")}</th>
                <th scope="col">{t("events.results.columns.team")}</th>
                <th scope="col">{t("events.results.columns.players")}</th>
                <th scope="col">{t("events.results.columns.outcome")}</th>
                <th scope="col">{t("events.results.columns.solved")}</th>
                <th scope="col">{t("events.results.columns.timer")}</th>
                <th scope="col">{t("events.results.columns.hints")}</th>
                <th scope="col">{t("events.results.columns.wrong")}</th>
              </tr>
            </thead>
            <tbody>
              {results.teams.map((row) => (
                <tr key={row.team}>
                  <td>{row.rank ?? "—"}</td>
                  <th scope="row">{row.name}</th>
                  <td>{row.players.length ? row.players.join(", ") : t("events.results.noPlayers")}</td>
                  <td>{t(`events.results.states.${row.state}`)}</td>
                  <td>{row.solved === null ? "—" : t("events.results.solvedOf", { solved: row.solved, total: results.totalPuzzles })}</td>
                  <td>{row.timer ?? "—"}</td>
                  <td>{row.hintsUsed ?? "—"}</td>
                  <td>{row.wrongAnswers ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="account-card results-card" aria-labelledby="event-players-title">
        <h2 id="event-players-title">{t("events.results.playersTitle")}</h2>
        {results.players.length === 0 ? (
          <p className="muted">{t("events.results.noPlayers")}</p>
        ) : (
          <div className="results-scroll" tabIndex={0} role="region" aria-labelledby="event-players-title">
            <table className="results-table">
              <thead>
                <tr>
                  <th scope="col">{t("events.results.columns.player")}</th>
                  <th scope="col">{t("events.results.columns.team")}</th>
                  <th scope="col">{t("events.results.columns.kind")}</th>
                  <th scope="col">{t("events.results.columns.finished")}</th>
                </tr>
              </thead>
              <tbody>
                {results.players.map((player, i) => (
                  <tr key={`${player.team}-${i}`}>
                    <th scope="row">{player.name}</th>
                    <td>{player.teamName}</td>
                    <td>{t(player.account ? "events.results.account" : "events.results.visitor")}</td>
                    <td>{t(player.finished ? "events.results.yes" : "events.results.no")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
