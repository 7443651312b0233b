import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { CodeForm } from "~/components/layout/code-form";
import { PageHero, marketingLinks } from "~/components/marketing/blocks";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";

export const meta = pageMeta;
export const links = marketingLinks;

export function loader({ context }: LoaderFunctionArgs) {
  return pageTexts(context, ["join-multi"], { title: "join-multi.title", description: "join-multi.description" });
}

/** The form posts to /code without JavaScript, so this page needs no action of its own. */
export default function JoinMulti() {
  const { t, tx } = useT();
  return (
    <>
      <PageHero eyebrow={t("join-multi.eyebrow")} title={t("join-multi.heroTitle")} lead={t("join-multi.heroText")} image="join-multi" />
      <div className="mk-join">
        <section className="form-card" aria-labelledby="code-title">
          <h2 id="code-title">{t("join-multi.formTitle")}</h2>
          <CodeForm />
          <p className="muted">{t("join-multi.accountText")}</p>
        </section>
        <section aria-labelledby="where-title">
          <h2 id="where-title">{t("join-multi.whereTitle")}</h2>
          <ul className="mk-checks">
            {tx<string[]>("join-multi.where").map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="notice">{t("join-multi.devNotice")}</p>
          <p>
            <Link to="/multi">{t("join-multi.multiLink")}</Link>
          </p>
          <p>
            <Link to="/escape">{t("join-multi.soloLink")}</Link>
          </p>
        </section>
      </div>
    </>
  );
}
