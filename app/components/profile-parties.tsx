import { Link } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { formatDuration } from "~/lib/durations";
import type { Party } from "~/lib/profiles/parties.server";
import { dateFormat } from "~/lib/intl-formats";

/** A person's parties as a table: game, date, mode, their part, outcome and time played. */
export function ProfileParties({ parties }: { parties: Party[] }) {
  const { t, locale } = useT();
  const bcp = LOCALES[locale].locale;
  const date = dateFormat(bcp, { dateStyle: "medium", timeZone: "UTC" });
  const role = (party: Party) =>
    [party.played ? t("profile.partyPlayed") : null, party.created ? t("profile.partyCreated") : null].filter(Boolean).join(", ");
  return (
    // Six columns overflow a phone: the scrolling box takes the focus so a keyboard can scroll it too.
    <div className="profile-parties-wrap" tabIndex={0} role="region" aria-label={t("profile.partiesCaption")}>
      <table className="profile-parties">
        <caption className="visually-hidden">{t("profile.partiesCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("profile.partyColumns.game")}</th>
            <th scope="col">{t("profile.partyColumns.date")}</th>
            <th scope="col">{t("profile.partyColumns.mode")}</th>
            <th scope="col">{t("profile.partyColumns.role")}</th>
            <th scope="col">{t("profile.partyColumns.outcome")}</th>
            <th scope="col">{t("profile.partyColumns.time")}</th>
          </tr>
        </thead>
        <tbody>
          {parties.map((party) => (
            <tr key={party.id}>
              <th scope="row">
                {party.gameTitle === null ? (
                  <span className="muted">{t("profile.privateGame")}</span>
                ) : party.listed ? (
                  <Link to={`/escape/${encodeURIComponent(party.gameId)}`}>{party.gameTitle}</Link>
                ) : (
                  party.gameTitle
                )}
              </th>
              <td>{date.format(party.startedAt)}</td>
              <td>{t(`profile.modes.${party.mode}`)}</td>
              <td>{role(party)}</td>
              <td>{t(`profile.outcomes.${party.outcome}`)}</td>
              <td>{party.playedSeconds === null ? "–" : formatDuration(party.playedSeconds, bcp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
