import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/auth/error-summary";
import { Field, textValue, useRemountKey } from "~/components/auth/field";
import { FormMessage } from "~/components/auth/messages";
import { useT } from "~/i18n/use-t";
import { requestReset, resetLinkUsable, resetPassword } from "~/lib/accounts/recovery.server";
import { PASSWORD_MIN } from "~/lib/accounts/schemas";
import { authPage, keptValues } from "~/lib/auth-page.server";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/form-request.server";

// The reset link carries its token in the URL: no other site may see it in a Referer header.
export const meta: MetaFunction = (args) => [...pageMeta(args), { name: "referrer", content: "no-referrer" }];

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const token = url.searchParams.get("token");
  return {
    ...authPage(args, "reset"),
    step: token ? ("new" as const) : ("request" as const),
    token: token && (await resetLinkUsable(args.context.db, token)) ? token : null,
    sent: url.searchParams.get("sent") === "1",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const fields = Object.fromEntries(form);
  if (form.has("token")) {
    const result = await resetPassword(context, request, fields);
    // Every other session ended; this browser is signed in with the new password.
    if (result.ok) return redirect("/", { headers: { "Set-Cookie": result.setCookie } });
    return data({ errors: result.errors, values: {} }, { status: result.status });
  }
  const result = await requestReset(context, request, fields);
  // Post/Redirect/Get, and the same neutral answer whether or not the address has an account.
  if (result.ok) return redirect("/reset?sent=1");
  const errors: Record<string, string> =
    result.error === "emailFormat" || result.error === "incomplete" ? { email: result.error } : { form: result.error };
  return data({ errors, values: keptValues(form, ["email"]) }, { status: result.status });
}

export default function ResetPage() {
  const { step, token } = useLoaderData<typeof loader>();
  return step === "new" ? <NewPassword token={token} /> : <RequestLink />;
}

function RequestLink() {
  const { sent } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const formKey = useRemountKey(failed);
  const { t } = useT();
  const errors: Record<string, string> = failed?.errors ?? {};
  return (
    <div className="auth-layout auth-layout-single">
      <section className="form-card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">{t("auth.reset.heading")}</h1>
        {sent && !failed ? (
          <p className="notice notice-ok" role="status">
            {t("auth.notices.resetSent")}
          </p>
        ) : null}
        <p className="muted">{t("auth.reset.intro")}</p>
        <ErrorSummary idPrefix="reset" formError={errors.form} fieldErrors={errors} labels={{ email: t("auth.fields.email") }} focusKey={failed} />
        <Form method="post" action="/reset" noValidate key={formKey} className="auth-form">
          <Field id="reset-email" name="email" type="email" label={t("auth.fields.email")} autoComplete="email" required maxLength={254}
            defaultValue={textValue(failed?.values, "email")} error={errors.email} />
          <div className="form-actions">
            <button type="submit" className="button auth-submit" disabled={submitting}>
              {submitting ? t("auth.reset.submitting") : t("auth.reset.submit")}
            </button>
          </div>
        </Form>
        <p className="auth-switch">
          <Link to="/connect">{t("auth.reset.back")}</Link>
        </p>
      </section>
    </div>
  );
}

function NewPassword({ token }: { token: string | null }) {
  const failed = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const formKey = useRemountKey(failed);
  const { t } = useT();
  const errors: Record<string, string> = failed?.errors ?? {};
  const labels = { password: t("auth.fields.newPassword"), confirm: t("auth.fields.confirm") };
  const spent = !token || errors.form === "resetInvalid";
  return (
    <div className="auth-layout auth-layout-single">
      <section className="form-card auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">{t("auth.reset.newHeading")}</h1>
        {spent ? (
          <>
            <p className="notice" role="alert">
              <FormMessage code="resetInvalid" />
            </p>
            <p className="form-actions">
              <Link className="button" to="/reset">
                {t("auth.reset.again")}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="muted">{t("auth.reset.newIntro")}</p>
            <ErrorSummary idPrefix="reset" formError={errors.form} fieldErrors={errors} labels={labels} focusKey={failed} />
            <Form method="post" noValidate key={formKey} className="auth-form">
              <input type="hidden" name="token" value={token} />
              <Field id="reset-password" name="password" type="password" label={labels.password} autoComplete="new-password" required
                minLength={PASSWORD_MIN} hint={t("auth.fields.passwordHint", { min: PASSWORD_MIN })} error={errors.password} />
              <Field id="reset-confirm" name="confirm" type="password" label={labels.confirm} autoComplete="new-password" required error={errors.confirm} />
              <div className="form-actions">
                <button type="submit" className="button auth-submit" disabled={submitting}>
                  {t("auth.reset.newSubmit")}
                </button>
              </div>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
