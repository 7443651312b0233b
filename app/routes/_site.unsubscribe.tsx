import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FocusedNotice } from "~/components/projects/focused-notice";
import { useT } from "~/i18n/use-t";
import { unsubscribeAction, unsubscribeLoader, type UnsubscribePage } from "~/lib/mailings/pages.server";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;
export const loader = unsubscribeLoader;
export const action = unsubscribeAction;

/** /unsubscribe?t=…: leaving the newsletter or the activity digest from the mail's link, no login needed (ADR 049). */
export default function Unsubscribe() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<UnsubscribePage>();
  const { t } = useT();
  const page = acted ?? loaded.page;
  return (
    <section className="form-card" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{t("mailings.unsubscribe.title")}</h1>
      {page.state === "ask" ? (
        <>
          <p>{t(`mailings.unsubscribe.ask.${page.list}`)}</p>
          <Form method="post" action={`/unsubscribe?t=${encodeURIComponent(loaded.token)}`} className="form-actions">
            <button type="submit" className="button">
              {t("mailings.unsubscribe.button")}
            </button>
          </Form>
        </>
      ) : (
        <FocusedNotice ok={page.state === "done"}>{t(page.state === "done" ? `mailings.unsubscribe.done.${page.list}` : "mailings.unsubscribe.invalid")}</FocusedNotice>
      )}
      <p>
        <Link to="/account/mail">{t("mailings.preferencesLink")}</Link>
      </p>
    </section>
  );
}
