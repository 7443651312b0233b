import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CtaBand, PageHero, Section, UpcomingTimeline, marketingLinks, type CardText } from "~/components/marketing/blocks";
import { StatsFigures } from "~/components/stats-figures";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { anniversaryAt, RELEASES } from "~/lib/releases";
import { platformFigures, platformStats } from "~/lib/stats.server";
import { dateFormat } from "~/lib/intl-formats";

export const meta = pageMeta;
export const links = marketingLinks;

/**
 * The first anniversary's page (spec section 2, /un-an). It says only what is true on the day it is
 * read: before the day, how long until it, with the releases published so far and those coming; the
 * figures are live. The day is counted from the first release (app/lib/releases.ts).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const figures = platformFigures(await platformStats(context.db), context.locale);
  // Counted on the server, so the page and its hydration agree on the number of days.
  const anniversary = anniversaryAt(Date.now());
  return { ...pageTexts(context, ["un-an", "releases", "marketing"], { title: "un-an.title", description: "un-an.description" }), figures, anniversary };
}

type Note = { title: string; summary: string };

export default function FirstAnniversary() {
  const { figures, anniversary } = useLoaderData<typeof loader>();
  const { t, tx, locale } = useT();
  const upcoming = tx<CardText[]>("releases.upcoming");
  const intl = LOCALES[locale].locale;
  // UTC keeps the printed day the same on the server and in every visitor's time zone.
  const dates = dateFormat(intl, { dateStyle: "long", timeZone: "UTC" });
  const day = (iso: string) => dates.format(new Date(`${iso}T00:00:00Z`));
  const when = new Intl.RelativeTimeFormat(intl, { numeric: "auto" }).format(anniversary.daysLeft, "day");
  const phase = anniversary.reached ? "reached" : "coming";
  return (
    <>
      <PageHero
        eyebrow={t("un-an.eyebrow")}
        title={t(`un-an.${phase}.heroTitle`)}
        lead={t(`un-an.${phase}.heroText`, { launch: day(anniversary.launch), date: day(anniversary.first), when })}
        image="un-an"
        actions={[
          { to: "/escape", label: t("un-an.ctaPlay") },
          { to: "/creator", label: t("un-an.ctaCreate"), kind: "secondary" },
        ]}
      />
      <Section id="figures" title={t("un-an.figuresTitle")} intro={t("un-an.figuresIntro", { launch: day(anniversary.launch) })}>
        <StatsFigures figures={figures} ns="un-an" className="stats mk-stats" testId="one-year-stats" />
      </Section>
      <Section id="milestones" title={t("un-an.milestonesTitle")} tone="tint">
        <ol className="mk-timeline" data-testid="one-year-releases">
          {RELEASES.map((release) => {
            const note = tx<Note>(`releases.notes.${release.id}`);
            return (
              <li key={release.id}>
                <span className="mk-when">
                  <time dateTime={release.date}>{day(release.date)}</time>
                </span>
                <h3>{note.title}</h3>
                <p>{note.summary}</p>
              </li>
            );
          })}
        </ol>
      </Section>
      {/* Only while something is announced (the releases page does the same). */}
      {upcoming.length > 0 ? (
        <Section id="next" title={t(`un-an.${phase}.nextTitle`)} intro={t("un-an.nextIntro")}>
          <UpcomingTimeline items={upcoming} badge={t("marketing.upcoming")} />
          <p className="prose">
            <Link to="/releases">{t("un-an.nextLink")}</Link>
          </p>
        </Section>
      ) : null}
      <CtaBand
        id="celebrate"
        title={t(`un-an.${phase}.ctaTitle`)}
        text={t("un-an.ctaText")}
        actions={[
          { to: "/escape", label: t("un-an.ctaPlay") },
          { to: "/creator", label: t("un-an.ctaCreate"), kind: "secondary" },
        ]}
      />
    </>
  );
}
