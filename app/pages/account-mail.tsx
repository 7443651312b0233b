import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { newsletterState, readPreferences, savePreferences, type PreferencesScope } from "~/lib/account/preferences.server";
import { sendNewsletterConfirmation } from "~/lib/mailings/subscription.server";
import { requireUser } from "~/lib/guards.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import styles from "~/styles/account.css?url";
import { AccountHeader, ErrorSummary, SavedNotice } from "./account-ui";
import { readForm } from "~/lib/form-request.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

const PREFERENCE_KEYS = ["gameActivity", "productNews", "newsletter"] as const;

/** /account/newsletter handles the newsletter alone; /account/mail every kind of mail. */
function scopeOf(request: Request): PreferencesScope {
  return new URL(request.url).pathname.replace(/\/+$/, "") === "/account/newsletter" ? "newsletter" : "all";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const scope = scopeOf(request);
  const ns = scope === "newsletter" ? "newsletter" : "mail";
  return {
    ...pageTexts(context, ["account"], { title: `account.${ns}.title`, description: `account.${ns}.description` }),
    scope,
    preferences: await readPreferences(context.db, user.id),
    newsletter: await newsletterState(context.db, user.id),
    saved: new URL(request.url).searchParams.get("saved"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const scope = scopeOf(request);
  const result = await savePreferences(context.db, user.id, scope, Object.fromEntries(await readForm(request)));
  if (!result.ok) return data(result, { status: result.status });
  // Double opt-in (ADR 049): asking is not subscribing; the link mailed to the account's address is.
  if (result.confirm) await sendNewsletterConfirmation(context, user.id, new URL(request.url).origin);
  return redirect(`${scope === "newsletter" ? "/account/newsletter" : "/account/mail"}?saved=${result.confirm ? "confirm" : "1"}`);
}

export default function AccountMail() {
  const { scope, preferences, newsletter, saved } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const { t } = useT();
  const values = failed && !failed.ok ? failed.values : preferences;
  const error = failed && !failed.ok ? t(`account.errors.${failed.error}`) : null;
  const keys = scope === "newsletter" ? (["newsletter"] as const) : PREFERENCE_KEYS;
  const formAction = scope === "newsletter" ? "/account/newsletter" : "/account/mail";

  return (
    <section className="account" aria-labelledby="account-title">
      <AccountHeader title={t(scope === "newsletter" ? "account.newsletter.title" : "account.mail.title")} current={scope === "newsletter" ? "newsletter" : "mail"}>
        {saved && !failed ? <SavedNotice text={t(saved === "confirm" ? "account.saved.newsletterConfirm" : "account.saved.preferences")} /> : null}
      </AccountHeader>
      <div className="form-card account-card">
        <p>{t(scope === "newsletter" ? "account.newsletter.intro" : "account.mail.intro")}</p>
        {scope === "newsletter" ? (
          <p className="account-status">{t(`account.newsletter.${newsletter === "on" ? "subscribed" : newsletter === "pending" ? "pending" : "unsubscribed"}`)}</p>
        ) : newsletter === "pending" ? (
          <p className="account-status">{t("account.newsletter.pending")}</p>
        ) : null}
        {error ? <ErrorSummary key={`errors-${location.key}`} messages={[{ text: error }]} /> : null}
        <Form method="post" action={formAction} key={`form-${location.key}`}>
          <fieldset className="account-checks">
            <legend className={scope === "newsletter" ? "visually-hidden" : undefined}>
              {t(scope === "newsletter" ? "account.newsletter.title" : "account.mail.legend")}
            </legend>
            {keys.map((key) => {
              const label = scope === "newsletter" ? "account.newsletter.label" : `account.mail.${key}`;
              return (
                <div key={key} className="account-check">
                  <input id={`pref-${key}`} name={key} type="checkbox" defaultChecked={values[key]}
                    aria-describedby={scope === "all" ? `pref-${key}-hint` : "pref-note"} />
                  <label htmlFor={`pref-${key}`}>{t(label)}</label>
                  {scope === "all" ? (
                    <p id={`pref-${key}-hint`} className="muted account-hint">
                      {t(`account.mail.${key}Hint`)}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
          {scope === "newsletter" ? (
            <p id="pref-note" className="muted">
              {t("account.newsletter.note")}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button" disabled={navigation.state === "submitting"}>
              {t(scope === "newsletter" ? "account.newsletter.submit" : "account.mail.submit")}
            </button>
          </div>
        </Form>
        {scope === "newsletter" ? (
          <p>
            <Link to="/account/mail">{t("account.newsletter.allPreferences")}</Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
