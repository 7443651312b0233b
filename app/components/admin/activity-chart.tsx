import { useMemo } from "react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { dateFormat } from "~/lib/intl-formats";

/**
 * One event's counts per day as CSS bars (ADR 048). The bars are a picture for sighted staff and hidden from
 * assistive technology; the same figures are the table below them, which screen readers read instead.
 */
export function ActivityChart({ id, title, days, counts }: { id: string; title: string; days: string[]; counts: number[] }) {
  const { t, locale } = useT();
  const short = useMemo(() => dateFormat(LOCALES[locale].locale, { day: "numeric", month: "short", timeZone: "UTC" }), [locale]);
  const long = useMemo(() => dateFormat(LOCALES[locale].locale, { dateStyle: "long", timeZone: "UTC" }), [locale]);
  const max = Math.max(1, ...counts);
  const total = counts.reduce((sum, n) => sum + n, 0);
  return (
    <section className="activity-chart" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{t("admin.activity.total", { n: total })}</p>
      <div className="activity-bars" aria-hidden="true">
        {counts.map((n, i) => (
          <div key={days[i]} className="activity-bar" title={`${long.format(new Date(days[i]))}: ${n}`}>
            <span className="activity-bar-fill" style={{ height: `${(n / max) * 100}%` }} />
          </div>
        ))}
      </div>
      <div className="activity-axis" aria-hidden="true">
        <span>{short.format(new Date(days[0]))}</span>
        <span>{short.format(new Date(days[days.length - 1]))}</span>
      </div>
      <details>
        <summary>{t("admin.activity.figures")}</summary>
        <div className="table-wrap">
          <table>
            <caption>{t("admin.activity.caption", { event: title })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.activity.columns.day")}</th>
                <th scope="col">{t("admin.activity.columns.count")}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day}>
                  <th scope="row">{long.format(new Date(day))}</th>
                  <td>{counts[i]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
