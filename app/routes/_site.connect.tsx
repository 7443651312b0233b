import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/auth/error-summary";
import { Field, textValue, useRemountKey } from "~/components/auth/field";
import { GoogleOption } from "~/components/auth/google-option";
import { FormMessage } from "~/components/auth/messages";
import { useT } from "~/i18n/use-t";
import { login } from "~/lib/accounts/login.server";
import { authPage, keptValues, redirectSignedIn, returnPathFrom } from "~/lib/auth-page.server";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/form-request.server";

export const meta = pageMeta;

/** What the Google sign-in sends back here (`?error=`), as `auth.errors` keys. */
const QUERY_ERRORS: Record<string, string> = { google: "google", "google-unavailable": "googleUnavailable", banned: "banned" };

export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedIn(args.context, args.request);
  const error = new URL(args.request.url).searchParams.get("error") ?? "";
  return { ...authPage(args, "connect"), queryError: QUERY_ERRORS[error] ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const result = await login(context, request, Object.fromEntries(form));
  if (result.ok) return redirect(returnPathFrom(form), { headers: { "Set-Cookie": result.setCookie } });
  const values = keptValues(form, ["email"]);
  // Only empty fields are pointed at: a wrong password must not tell which of the two was wrong.
  const fields: Record<string, string> = {};
  if (result.error === "incomplete") {
    if (!values.email.trim()) fields.email = "incomplete";
    if (!String(form.get("password") ?? "")) fields.password = "incomplete";
  }
  return data({ error: result.error, fields, values, retryAfterSeconds: result.retryAfterSeconds }, { status: result.status });
}

export default function ConnectPage() {
  const { returnPath, queryError, google } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const { t } = useT();
  const formKey = useRemountKey(failed);
  const fields: Record<string, string> = failed?.fields ?? {};
  const labels = { email: t("auth.fields.email"), password: t("auth.fields.password") };

  return (
    <div className="auth-layout auth-layout-single">
      <section className="form-card auth-card" aria-labelledby="connect-title">
        <h1 id="connect-title">{t("auth.connect.heading")}</h1>
        <p className="muted">{t("auth.connect.intro")}</p>
        {queryError && !failed ? (
          <p className="notice auth-notice" role="alert">
            <FormMessage code={queryError} />
          </p>
        ) : null}
        <ErrorSummary idPrefix="connect" formError={failed?.error} fieldErrors={fields} labels={labels}
          retryAfterSeconds={failed?.retryAfterSeconds} focusKey={failed} />
        <Form method="post" noValidate key={formKey} className="auth-form">
          {returnPath ? <input type="hidden" name="r" value={returnPath} /> : null}
          <Field id="connect-email" name="email" type="email" label={labels.email} autoComplete="email" required maxLength={254}
            defaultValue={textValue(failed?.values, "email")} error={fields.email} />
          <Field id="connect-password" name="password" type="password" label={labels.password} autoComplete="current-password" required
            error={fields.password} />
          <p className="auth-forgot">
            <Link to="/reset">{t("auth.connect.forgot")}</Link>
          </p>
          <div className="form-actions">
            <button type="submit" className="button auth-submit" disabled={submitting}>
              {submitting ? t("auth.connect.submitting") : t("auth.connect.submit")}
            </button>
          </div>
        </Form>
        {google ? <GoogleOption returnPath={returnPath} /> : null}
        <p className="auth-switch">
          {t("auth.connect.noAccount")} <Link to={returnPath ? `/join?r=${encodeURIComponent(returnPath)}` : "/join"}>{t("auth.connect.join")}</Link>
        </p>
      </section>
    </div>
  );
}
