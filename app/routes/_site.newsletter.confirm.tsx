import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FocusedNotice } from "~/components/projects/focused-notice";
import { useT } from "~/i18n/use-t";
import { confirmAction, confirmLoader, type ConfirmPage } from "~/lib/mailings/pages.server";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;
export const loader = confirmLoader;
export const action = confirmAction;

/** /newsletter/confirm?t=…: the second step of the newsletter's double opt-in (ADR 049), opened from the mail. */
export default function NewsletterConfirm() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<ConfirmPage>();
  const { t } = useT();
  const page = acted ?? loaded.page;
  return (
    <section className="form-card" aria-labelledby="confirm-title">
      <h1 id="confirm-title">{t("mailings.confirm.title")}</h1>
      {page.state === "ask" ? (
        <>
          <p>{t("mailings.confirm.intro")}</p>
          <Form method="post" action={`/newsletter/confirm?t=${encodeURIComponent(loaded.token)}`} className="form-actions">
            <button type="submit" className="button">
              {t("mailings.confirm.button")}
            </button>
          </Form>
        </>
      ) : (
        <FocusedNotice ok={page.state === "done"}>{t(page.state === "done" ? "mailings.confirm.done" : "mailings.confirm.invalid")}</FocusedNotice>
      )}
      <p>
        <Link to="/account/mail">{t("mailings.preferencesLink")}</Link>
      </p>
    </section>
  );
}
