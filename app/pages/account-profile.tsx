import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { PASSWORD_MIN } from "~/lib/accounts/schemas";
import { formatStorage, MB } from "~/lib/plans";
import type { PendingEmailChange } from "~/lib/account/email-change.server";
import type { EditableProfile } from "~/lib/profiles/edit.server";
import { PublicProfileForm } from "./account-public-profile";
import { ErrorSummary, Field } from "./account-ui";

export type AccountActionData = { intent: string; ok: false; errors: Record<string, string>; values?: Record<string, string> };

type Props = {
  account: { username: string; email: string; avatar: string; hasAvatar: boolean; hasPassword: boolean; pendingEmail: PendingEmailChange | null };
  games: { id: string; title: string; playedCount: number }[];
  publicProfile: EditableProfile;
  storageLimit: number;
  actionData?: AccountActionData;
};

/** Server field names → the id and label key of the input they belong to, per form. */
const FIELDS: Record<string, Record<string, [string, string]>> = {
  email: { email: ["account-email", "email.label"], password: ["account-email-password", "email.password"] },
  "email-confirm": { code: ["account-email-code", "email.code"] },
  password: {
    current: ["account-current", "password.current"],
    password: ["account-password", "password.new"],
    confirm: ["account-confirm", "password.confirm"],
  },
  avatar: { avatar: ["account-avatar", "avatar.label"] },
};

export function ProfileTab({ account, games, publicProfile, storageLimit, actionData }: Props) {
  const { t, locale } = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const bcp47 = LOCALES[locale].locale;
  const params = { min: PASSWORD_MIN, max: formatStorage(MB, bcp47), limit: formatStorage(storageLimit, bcp47) };
  const message = (key: string) => t(`account.errors.${key}`, params);

  /**
   * Errors of the form that was sent, only: the other forms stay clean. An empty field says so under
   * itself; the summary names it once, after the form-wide "please complete all fields".
   */
  function errorsOf(intent: string) {
    const errors = actionData && actionData.intent === intent ? actionData.errors : {};
    const fields = FIELDS[intent] ?? {};
    const entries = Object.entries(errors).sort(([a], [b]) => Number(b === "form") - Number(a === "form"));
    const summary = entries.map(([name, key]) => {
      const [id, label] = fields[name] ?? [];
      if (!id) return { text: message(key) };
      return { field: id, text: key === "incomplete" ? t("account.errors.requiredField", { label: t(`account.${label}`) }) : message(key) };
    });
    const field = (name: string) => (errors[name] ? message(errors[name] === "incomplete" ? "required" : errors[name]) : undefined);
    return { summary, field };
  }

  const avatar = errorsOf("avatar");
  const removal = errorsOf("avatar-remove");
  // The e-mail section's four forms (request, code, resend, cancel) share its summary: a code refused for
  // good brings the request form back, and the reason must still show.
  const emailIntent = actionData?.intent.startsWith("email") ? actionData.intent : "email";
  const email = errorsOf(emailIntent);
  const pending = account.pendingEmail && !account.pendingEmail.expired ? account.pendingEmail : null;
  const expired = account.pendingEmail?.expired ? account.pendingEmail : null;
  const password = errorsOf("password");
  const typedEmail = actionData?.intent === "email" ? (actionData.values?.email ?? "") : (expired?.email ?? "");

  return (
    <div className="account-sections">
      <section className="form-card account-card" aria-labelledby="profile-title">
        <h2 id="profile-title">{t("account.profile.title")}</h2>
        <div className="account-identity">
          <img src={account.avatar} alt={t("account.profile.avatarAlt")} width={96} height={96} className="avatar" />
          <div>
            <p className="account-label">{t("account.profile.username")}</p>
            <p className="account-username">{account.username}</p>
            <Link to={`/c/${encodeURIComponent(account.username)}`}>{t("account.profile.publicProfile")}</Link>
          </div>
        </div>
        <p className="muted">{t("account.profile.usernameNote")}</p>

        <h3 id="avatar-title">{t("account.avatar.title")}</h3>
        <ErrorSummary key={`avatar-${location.key}`} messages={[...avatar.summary, ...removal.summary]} />
        <Form method="post" encType="multipart/form-data" aria-labelledby="avatar-title" key={`avatar-form-${location.key}`}>
          <input type="hidden" name="intent" value="avatar" />
          <Field id="account-avatar" name="avatar" type="file" accept="image/png,image/jpeg,image/webp" required
            label={t("account.avatar.label")} hint={t("account.avatar.hint", params)} error={avatar.field("avatar")} />
          <div className="form-actions">
            <button type="submit" className="button" disabled={busy("avatar")}>
              {t("account.avatar.submit")}
            </button>
          </div>
        </Form>
        {account.hasAvatar ? (
          <Form method="post" className="account-inline-form">
            <input type="hidden" name="intent" value="avatar-remove" />
            <button type="submit" className="button button-ghost" disabled={busy("avatar-remove")}>
              {t("account.avatar.remove")}
            </button>
          </Form>
        ) : null}
      </section>

      <PublicProfileForm username={account.username} profile={publicProfile} actionData={actionData} />

      <section className="form-card account-card" aria-labelledby="email-title">
        <h2 id="email-title">{t("account.email.title")}</h2>
        <p>
          {t("account.email.current")} <strong className="account-email">{account.email}</strong>
        </p>
        <ErrorSummary key={`email-${location.key}`} messages={email.summary} />
        {pending ? (
          <div className="account-pending">
            <p>
              {t("account.email.pending")} <strong className="account-email">{pending.email}</strong>
            </p>
            <p className="muted">{t("account.email.pendingHint")}</p>
            <Form method="post" noValidate aria-labelledby="email-title" key={`email-code-form-${location.key}`}>
              <input type="hidden" name="intent" value="email-confirm" />
              <Field id="account-email-code" name="code" type="text" inputMode="numeric" autoComplete="one-time-code" required
                className="account-code" label={t("account.email.code")} hint={t("account.email.codeHint")} error={email.field("code")} />
              <div className="form-actions">
                <button type="submit" className="button" disabled={busy("email-confirm")}>
                  {t("account.email.confirm")}
                </button>
              </div>
            </Form>
            <div className="account-inline-form">
              <Form method="post">
                <input type="hidden" name="intent" value="email-resend" />
                <button type="submit" className="button button-ghost" disabled={busy("email-resend")}>
                  {t("account.email.resend")}
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="email-cancel" />
                <button type="submit" className="button button-ghost" disabled={busy("email-cancel")}>
                  {t("account.email.cancel")}
                </button>
              </Form>
            </div>
          </div>
        ) : account.hasPassword ? (
          <>
            {expired ? <p className="notice">{t("account.email.expired", { email: expired.email })}</p> : null}
            <p className="muted">{t("account.email.intro")}</p>
            <Form method="post" noValidate aria-labelledby="email-title" key={`email-form-${location.key}`}>
              <input type="hidden" name="intent" value="email" />
              <Field id="account-email" name="email" type="email" autoComplete="email" required maxLength={254}
                defaultValue={typedEmail} label={t("account.email.label")} error={email.field("email")} />
              <Field id="account-email-password" name="password" type="password" autoComplete="current-password" required
                label={t("account.email.password")} hint={t("account.email.passwordHint")} error={email.field("password")} />
              <div className="form-actions">
                <button type="submit" className="button" disabled={busy("email")}>
                  {t("account.email.submit")}
                </button>
              </div>
            </Form>
          </>
        ) : (
          <p className="notice">{t("account.email.noPassword")}</p>
        )}
      </section>

      <section className="form-card account-card" aria-labelledby="password-title">
        <h2 id="password-title">{t(account.hasPassword ? "account.password.title" : "account.password.setTitle")}</h2>
        <ErrorSummary key={`password-${location.key}`} messages={password.summary} />
        <Form method="post" noValidate aria-labelledby="password-title" key={`password-form-${location.key}`}>
          <input type="hidden" name="intent" value="password" />
          {account.hasPassword ? (
            <Field id="account-current" name="current" type="password" autoComplete="current-password" required
              label={t("account.password.current")} error={password.field("current")} />
          ) : null}
          <Field id="account-password" name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN}
            label={t("account.password.new")} hint={t("account.password.newHint", params)} error={password.field("password")} />
          <Field id="account-confirm" name="confirm" type="password" autoComplete="new-password" required
            label={t("account.password.confirm")} error={password.field("confirm")} />
          <div className="form-actions">
            <button type="submit" className="button" disabled={busy("password")}>
              {t(account.hasPassword ? "account.password.submit" : "account.password.setSubmit")}
            </button>
          </div>
        </Form>
      </section>

      {games.length ? (
        <section className="account-card account-games" aria-labelledby="games-title">
          <h2 id="games-title">{t("account.games.title")}</h2>
          <p className="muted">{t("account.games.intro")}</p>
          <ul>
            {games.map((game) => (
              <li key={game.id}>
                <Link to={`/account/r/${encodeURIComponent(game.id)}`}>{t("account.games.link", { title: game.title })}</Link>{" "}
                <span className="muted">· {t("account.games.played", { n: game.playedCount })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
