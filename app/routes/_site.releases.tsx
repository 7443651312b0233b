import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CtaBand, PageHero, Section, UpcomingTimeline, marketingLinks, type CardText } from "~/components/marketing/blocks";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { GRACE_DAYS } from "~/lib/billing/offers";
import { pageMeta } from "~/lib/meta";
import { formatPrice, teacherPrice } from "~/lib/plans";
import { RELEASES } from "~/lib/releases";
import { pageTexts } from "~/lib/page.server";
import { dateFormat } from "~/lib/intl-formats";

export const meta = pageMeta;
export const links = marketingLinks;

type Note = { title: string; summary: string; items: string[] };

export function loader({ context }: LoaderFunctionArgs) {
  return pageTexts(context, ["releases", "marketing"], { title: "releases.title", description: "releases.description" });
}

export default function Releases() {
  const { t, tx, locale } = useT();
  // UTC keeps the printed day the same on the server and in every visitor's time zone.
  const site = LOCALES[locale];
  const dates = dateFormat(site.locale, { dateStyle: "long", timeZone: "UTC" });
  // Notes that name a price or a delay take them from where the checkout does, in the site's currency.
  const upcoming = tx<CardText[]>("releases.upcoming");
  const params = { grace: String(GRACE_DAYS), teacher: formatPrice(teacherPrice("month", site.currency).cents, site.currency, site.locale) };
  return (
    <>
      <PageHero
        eyebrow={t("releases.eyebrow")}
        title={t("releases.heroTitle")}
        lead={t("releases.heroText")}
        image="releases"
        actions={[{ to: "/contact", label: t("releases.ctaContact"), kind: "secondary" }]}
      />
      {/* Shown only while something is announced: an empty "in preparation" list would promise nothing. */}
      {upcoming.length > 0 ? (
        <Section id="upcoming" title={t("releases.upcomingTitle")} intro={t("releases.upcomingIntro")}>
          <UpcomingTimeline items={upcoming} badge={t("marketing.upcoming")} />
        </Section>
      ) : null}
      <Section id="released" title={t("releases.releasedTitle")}>
        <ol className="mk-timeline">
          {RELEASES.map((release) => {
            const note = tx<Note>(`releases.notes.${release.id}`);
            return (
              <li key={release.id}>
                <span className="badge">{t("marketing.released")}</span>{" "}
                <time dateTime={release.date}>{dates.format(new Date(release.date))}</time>
                <h3>{note.title}</h3>
                <p>{note.summary}</p>
                <ul>
                  {note.items.map((item, i) => (
                    <li key={item}>{t(`releases.notes.${release.id}.items.${i}`, params)}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      </Section>
      <CtaBand
        id="ideas"
        title={t("releases.ctaTitle")}
        text={t("releases.ctaText")}
        actions={[{ to: "/contact", label: t("releases.ctaContact") }]}
      />
    </>
  );
}
