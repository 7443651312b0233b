import { Form } from "@remix-run/react";
import { useT } from "~/i18n/use-t";

/** Taking a post down (ADR 051): back to draft while it is public or scheduled, or deleted after a confirmation. */
export function PostRemoval({ token, canUnpublish, confirmError }: { token: string; canUnpublish: boolean; confirmError: boolean }) {
  const { t } = useT();
  return (
    <section aria-labelledby="post-removal-title">
      <h2 id="post-removal-title">{t("blog-authoring.removal.title")}</h2>
      {canUnpublish ? (
        <Form method="post" className="form-card">
          <input type="hidden" name="token" value={token} />
          <p>{t("blog-authoring.removal.unpublishHint")}</p>
          <button type="submit" name="intent" value="unpublish" className="button button-secondary">
            {t("blog-authoring.actions.unpublish")}
          </button>
        </Form>
      ) : null}
      <Form method="post" className="form-card" noValidate>
        <input type="hidden" name="token" value={token} />
        <label htmlFor="post-delete-confirm">
          <input
            id="post-delete-confirm"
            type="checkbox"
            name="confirm"
            value="yes"
            required
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? "post-delete-confirm-error" : undefined}
            autoFocus={confirmError}
          />{" "}
          {t("blog-authoring.removal.confirm")}
        </label>
        {confirmError ? (
          <p id="post-delete-confirm-error" className="field-error">
            {t("blog-authoring.errors.confirm")}
          </p>
        ) : null}
        <button type="submit" name="intent" value="delete" className="button button-secondary">
          {t("blog-authoring.actions.delete")}
        </button>
      </Form>
    </section>
  );
}
