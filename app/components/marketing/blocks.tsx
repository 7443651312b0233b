import type { LinksFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { UpcomingBadge } from "~/components/upcoming-badge";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { PLANS, formatPrice, formatStorage, teacherPrice, type OfferItem, type PlanId } from "~/lib/plans";
import styles from "~/styles/marketing.css?url";

/** The marketing pages share one stylesheet; each route re-exports this as its `links`. */
export const marketingLinks: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export type CardText = { title: string; text: string };
export type StepText = { title: string; text: string; tip?: string };
export type FaqText = { q: string; a: string };
export type Action = { to: string; label: string; kind?: "primary" | "secondary" | "ghost" };

const BUTTON_CLASS = { primary: "button", secondary: "button button-secondary", ghost: "button button-ghost" } as const;

export function Actions({ actions }: { actions: Action[] }) {
  return (
    <p className="hero-actions">
      {actions.map((action) => (
        <Link key={action.to} className={BUTTON_CLASS[action.kind ?? "primary"]} to={action.to}>
          {action.label}
        </Link>
      ))}
    </p>
  );
}

/** The page's only h1; the illustration is decorative, the heading and lead carry the meaning. */
export function PageHero(props: { eyebrow?: string; title: string; lead: string; image: string; actions?: Action[]; children?: ReactNode }) {
  return (
    <section className="hero mk-hero" aria-labelledby="page-title">
      <div>
        {props.eyebrow ? <p className="mk-eyebrow">{props.eyebrow}</p> : null}
        <h1 id="page-title">{props.title}</h1>
        <p className="lead">{props.lead}</p>
        {props.children}
        {props.actions ? <Actions actions={props.actions} /> : null}
      </div>
      <img className="mk-hero-art" src={`/images/marketing/${props.image}.svg`} alt="" width={480} height={360} />
    </section>
  );
}

export function Section(props: { id: string; title: string; intro?: string; tone?: "tint"; children?: ReactNode }) {
  return (
    <section className={props.tone ? `mk-section mk-${props.tone}` : "mk-section"} aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.intro ? <p className="lead">{props.intro}</p> : null}
      {props.children}
    </section>
  );
}

/** Icons are matched to cards by position: the texts stay free of file names. */
export function Cards({ items, icons, numbered }: { items: CardText[]; icons?: readonly string[]; numbered?: boolean }) {
  return (
    <ul className={`cards mk-cards mk-count-${items.length}${numbered ? " mk-numbered" : ""}`}>
      {items.map((item, index) => (
        <li className="card" key={item.title}>
          {icons?.[index] ? (
            <img className="mk-icon" src={`/images/marketing/icon-${icons[index]}.svg`} alt="" width={48} height={48} loading="lazy" />
          ) : null}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function Steps({ items, tipLabel, ids }: { items: StepText[]; tipLabel?: string; ids?: readonly string[] }) {
  return (
    <ol className="mk-steps">
      {items.map((step, index) => (
        <li key={step.title} id={ids?.[index]}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
          {step.tip ? (
            <p className="mk-tip">
              <strong>{tipLabel} </strong>
              {step.tip}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="mk-checks">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** An offer's feature lines in the given order, each marked "coming soon" while it is not available yet. */
export function OfferList({ items, label, extra = [] }: { items: readonly OfferItem[]; label: (item: OfferItem) => string; extra?: string[] }) {
  return (
    <ul className="mk-checks">
      {items.map((item) => (
        <li key={item}>
          {label(item)}
          <UpcomingBadge item={item} />
        </li>
      ))}
      {extra.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export function Faq({ items }: { items: FaqText[] }) {
  return (
    <div className="mk-faq">
      {items.map((item) => (
        <details key={item.q}>
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </div>
  );
}

export function CtaBand(props: { id: string; title: string; text: string; actions: Action[] }) {
  return (
    <section className="mk-cta" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <p>{props.text}</p>
      <Actions actions={props.actions} />
    </section>
  );
}

export function Paragraphs({ items }: { items: string[] }) {
  return (
    <div className="prose">
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/** A line of a plan box; `item` names the offer line so it carries the "coming soon" marker while due. */
export type PlanRow = { label: string; value: string; item?: OfferItem };

/**
 * A plan's limits as a definition list, read from ~/lib/plans so the marketing copy never drifts from
 * the quotas the product enforces. Needs the `marketing` namespace in the page's texts.
 */
export function PlanBox({ plan, name, extra = [], children }: { plan: PlanId; name: string; extra?: PlanRow[]; children?: ReactNode }) {
  const { t, locale } = useT();
  const { limits } = PLANS[plan];
  const intl = LOCALES[locale].locale;
  const rows: PlanRow[] = [
    {
      label: t("marketing.plan.projects"),
      value: limits.projects === null ? t("marketing.plan.unlimited") : String(limits.projects),
      item: "projects",
    },
    { label: t("marketing.plan.storage"), value: formatStorage(limits.storageBytes, intl), item: "storage" },
    { label: t("marketing.plan.collaborators"), value: String(limits.collaboratorsPerProject), item: "collaborators" },
    {
      label: t("marketing.plan.images"),
      item: limits.aiImagesPerMonth ? "aiImages" : undefined,
      value: limits.aiImagesPerMonth ? t("marketing.plan.perMonth", { n: limits.aiImagesPerMonth }) : t("marketing.plan.none"),
    },
    ...extra,
  ];
  return (
    <div className="mk-plan">
      <h3>{name}</h3>
      <dl>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>
              {row.label}
              {row.item ? <UpcomingBadge item={row.item} /> : null}
            </dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}

/** The teacher offer's monthly price in the site's currency (francs on the Swiss site). */
export function useTeacherPrice(): string {
  const { locale } = useT();
  const { currency, locale: intl } = LOCALES[locale];
  return formatPrice(teacherPrice("month", currency).cents, currency, intl);
}

/** What is announced and not yet available (the releases and anniversary pages), each marked as coming. */
export function UpcomingTimeline({ items, badge }: { items: CardText[]; badge: string }) {
  return (
    <ol className="mk-timeline">
      {items.map((item) => (
        <li className="mk-upcoming" key={item.title}>
          <span className="badge mk-soon">{badge}</span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
