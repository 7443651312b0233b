import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/auth/error-summary";
import { Field, textValue } from "~/components/auth/field";
import { GoogleOption } from "~/components/auth/google-option";
import { markers, RichText, useErrorText } from "~/components/auth/messages";
import { RobotCheck } from "~/components/auth/robot-check";
import { useT } from "~/i18n/use-t";
import { register } from "~/lib/accounts/register.server";
import { createChallenge } from "~/lib/accounts/robot.server";
import { ACCOUNT_TYPES, PASSWORD_MIN, USERNAME_MAX } from "~/lib/accounts/schemas";
import { authPage, keptValues, redirectSignedIn, returnPathFrom } from "~/lib/auth-page.server";
import { pageMeta } from "~/lib/meta";
import { keepDataOnConsent } from "~/lib/revalidation";
import { readForm } from "~/lib/form-request.server";

export const meta = pageMeta;

export const shouldRevalidate = keepDataOnConsent;

export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedIn(args.context, args.request);
  // A fresh text on every render, errors included: each challenge can be answered once.
  return { ...authPage(args, "join"), challenge: await createChallenge(args.context.db) };
}

const KEPT = ["username", "email", "accountType", "usageContext"] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const result = await register(context, request, Object.fromEntries(form));
  // The new account is at grade 0: wherever it lands, the validation screen shows.
  if (result.ok) return redirect(returnPathFrom(form), { headers: { "Set-Cookie": result.setCookie } });
  const errors = { ...result.errors };
  if (errors.robotId) errors.robotAnswer ??= errors.robotId;
  return data({ errors, values: keptValues(form, KEPT) }, { status: result.status });
}

const USAGE_GROUPS = [
  ["personal", ["personal"]],
  ["educational", ["student_association", "teacher_association"]],
  ["company", ["commercial", "training"]],
] as const;

export default function JoinPage() {
  const { returnPath, challenge, google } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const { t, tx } = useT();
  const errorText = useErrorText();
  const errors: Record<string, string> = failed?.errors ?? {};
  const values = failed?.values;
  const labels = {
    username: t("auth.fields.username"),
    email: t("auth.fields.email"),
    password: t("auth.fields.password"),
    confirm: t("auth.fields.confirm"),
    accountType: t("auth.join.accountType"),
    usageContext: t("auth.join.usageContext"),
    robotAnswer: t("auth.join.robotAnswer"),
  };

  return (
    <div className="auth-layout">
      <section className="form-card auth-card" aria-labelledby="join-title">
        <h1 id="join-title">{t("auth.join.heading")}</h1>
        <p className="muted">{t("auth.join.intro")}</p>
        <ErrorSummary idPrefix="join" formError={errors.form} fieldErrors={errors} labels={labels} focusKey={failed} />
        {/* Remounted with each new challenge, so a failed form comes back with what was typed, passwords emptied. */}
        <Form method="post" noValidate key={challenge.id} className="auth-form">
          {returnPath ? <input type="hidden" name="r" value={returnPath} /> : null}
          <Field id="join-username" name="username" label={labels.username} autoComplete="username" required maxLength={USERNAME_MAX}
            hint={t("auth.fields.usernameHint", { max: USERNAME_MAX })} defaultValue={textValue(values, "username")} error={errors.username} />
          <Field id="join-email" name="email" type="email" label={labels.email} autoComplete="email" required maxLength={254}
            defaultValue={textValue(values, "email")} error={errors.email} />
          <Field id="join-password" name="password" type="password" label={labels.password} autoComplete="new-password" required
            minLength={PASSWORD_MIN} hint={t("auth.fields.passwordHint", { min: PASSWORD_MIN })} error={errors.password} />
          <Field id="join-confirm" name="confirm" type="password" label={labels.confirm} autoComplete="new-password" required error={errors.confirm} />

          <fieldset className="auth-choice" aria-describedby={errors.accountType ? "join-accountType-error" : undefined}>
            <legend>{labels.accountType}</legend>
            {ACCOUNT_TYPES.map((type, i) => (
              <div className="auth-radio" key={type}>
                <input type="radio" id={i === 0 ? "join-accountType" : `join-accountType-${type}`} name="accountType" value={type} required
                  defaultChecked={textValue(values, "accountType") === type} aria-invalid={errors.accountType ? true : undefined}
                  aria-describedby={`join-type-${type}-hint`} />
                <label htmlFor={i === 0 ? "join-accountType" : `join-accountType-${type}`}>{t(`auth.join.types.${type}`)}</label>
                <p id={`join-type-${type}-hint`} className="auth-hint">{t(`auth.join.types.${type}Hint`)}</p>
              </div>
            ))}
            <p id="join-accountType-error" className="field-error">{errors.accountType ? errorText(errors.accountType, { field: true }) : ""}</p>
          </fieldset>

          <div className="auth-field">
            <label htmlFor="join-usageContext">{labels.usageContext}</label>
            <p id="join-usageContext-hint" className="auth-hint">{t("auth.join.usageHint")}</p>
            <select id="join-usageContext" name="usageContext" required defaultValue={textValue(values, "usageContext")}
              aria-invalid={errors.usageContext ? true : undefined}
              aria-describedby={errors.usageContext ? "join-usageContext-hint join-usageContext-error" : "join-usageContext-hint"}>
              <option value="">{t("auth.join.usagePlaceholder")}</option>
              {USAGE_GROUPS.map(([group, contexts]) => (
                <optgroup key={group} label={t(`auth.join.usageGroups.${group}`)}>
                  {contexts.map((c) => (
                    <option key={c} value={c}>{t(`auth.join.usage.${c}`)}</option>
                  ))}
                </optgroup>
              ))}
            </select>
            <p id="join-usageContext-error" className="field-error">{errors.usageContext ? errorText(errors.usageContext, { field: true }) : ""}</p>
          </div>

          <RobotCheck challenge={challenge} error={errors.robotAnswer} />

          <p className="auth-small">
            <RichText text={t("auth.join.terms", markers("link"))} slots={{ link: <Link to="/cgu">{t("auth.join.termsLink")}</Link> }} />
          </p>
          <div className="form-actions">
            <button type="submit" className="button auth-submit" disabled={submitting}>
              {submitting ? t("auth.join.submitting") : t("auth.join.submit")}
            </button>
          </div>
        </Form>
        {google ? <GoogleOption returnPath={returnPath} /> : null}
        <p className="auth-switch">
          {t("auth.join.haveAccount")} <Link to={returnPath ? `/connect?r=${encodeURIComponent(returnPath)}` : "/connect"}>{t("auth.join.connect")}</Link>
        </p>
      </section>
      <aside className="auth-aside" aria-labelledby="join-aside-title">
        <h2 id="join-aside-title">{t("auth.join.asideTitle")}</h2>
        <ul>
          {tx<string[]>("auth.join.benefits").map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="muted">{t("auth.join.asideNote")}</p>
      </aside>
    </div>
  );
}
