import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { dateFormat } from "~/lib/intl-formats";

/** A paragraph, a bullet list, or a small table whose first row is its header. */
export type LegalBlock = string | string[] | { caption: string; rows: string[][] };
export type LegalArticle = { title: string; body: LegalBlock[] };

type Props = {
  /** The message namespace: it holds title, intro, updated, tocTitle, numbering, backToToc, seeAlso, articles. */
  ns: string;
  /** ISO date of the last change of the text, shown in the site's language. */
  updated: string;
  /** Values for {{placeholders}} in the texts (support address, prices in the site's currency…). */
  params?: Record<string, string>;
};

const RELATED = [
  ["/cgu", "cgu"],
  ["/cgv", "cgv"],
  ["/mentions-legales", "legalNotice"],
  ["/contact", "contact"],
] as const;

// Texts may carry [label](/path) links and bare e-mail addresses; nothing else is interpreted.
const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

function Inline({ text }: { text: string }) {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push(text.slice(last, index));
    const [, label, href, email] = match;
    if (email) out.push(<a key={index} href={`mailto:${email}`}>{email}</a>);
    else if (href.startsWith("/")) out.push(<Link key={index} to={href}>{label}</Link>);
    else out.push(<a key={index} href={href} rel="noopener noreferrer">{label}</a>);
    last = index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}

function Block({ block, fill, id }: { block: LegalBlock; fill: (text: string) => string; id: string }) {
  if (typeof block === "string") return <p><Inline text={fill(block)} /></p>;
  if (Array.isArray(block)) {
    return (
      <ul>
        {block.map((item) => (
          <li key={item}><Inline text={fill(item)} /></li>
        ))}
      </ul>
    );
  }
  const [head, ...rows] = block.rows;
  return (
    // Focusable so keyboard users can scroll a wide table sideways on a phone.
    <div className="table-wrap" role="region" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{fill(block.caption)}</caption>
        <thead>
          <tr>
            {head.map((cell) => <th key={cell} scope="col">{fill(cell)}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              <th scope="row">{fill(row[0])}</th>
              {row.slice(1).map((cell, i) => <td key={i}><Inline text={fill(cell)} /></td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The shared shape of the legal pages: numbered articles, a table of contents with in-page anchors
 * and the date of the last change. Anchors are the article keys, identical in every language, so a
 * link such as /mentions-legales#cookies works on all seven sites.
 */
export function LegalDocument({ ns, updated, params = {} }: Props) {
  const { t, tx, locale } = useT();
  const { pathname } = useLocation();
  const articles = Object.entries(tx<Record<string, LegalArticle>>(`${ns}.articles`));
  const fill = (text: string) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => params[name] ?? all);
  const date = dateFormat(LOCALES[locale].locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${updated}T00:00:00Z`),
  );
  const heading = (n: number) => t(`${ns}.numbering`, { n });
  return (
    <article className="legal" aria-labelledby="legal-title">
      <header className="legal-header">
        <h1 id="legal-title">{t(`${ns}.title`)}</h1>
        <p className="muted">
          {t(`${ns}.updated`)} <time dateTime={updated}>{date}</time>
        </p>
        <p className="lead"><Inline text={fill(t(`${ns}.intro`))} /></p>
      </header>
      <nav className="toc legal-toc" id="toc" aria-labelledby="toc-title">
        <h2 id="toc-title">{t(`${ns}.tocTitle`)}</h2>
        <ol>
          {articles.map(([id, article], i) => (
            <li key={id}>
              <a href={`#${id}`}>
                <span className="legal-number">{heading(i + 1)}</span> {article.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose legal-body">
        {articles.map(([id, article], i) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`} className="legal-article">
            <h2 id={`${id}-title`}>
              <span className="legal-number">{heading(i + 1)}</span> {article.title}
            </h2>
            {article.body.map((block, j) => (
              <Block key={j} block={block} fill={fill} id={`${id}-table-${j}`} />
            ))}
            <p className="legal-back">
              <a href="#toc">{t(`${ns}.backToToc`)}</a>
            </p>
          </section>
        ))}
      </div>
      <nav className="legal-related" aria-labelledby="legal-related-title">
        <h2 id="legal-related-title">{t(`${ns}.seeAlso`)}</h2>
        <ul className="tags">
          {RELATED.filter(([to]) => to !== pathname).map(([to, key]) => (
            <li key={to}>
              <Link to={to}>{t(`common.footer.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
