import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { EditableProfile } from "~/lib/profiles/edit.server";
import {
  BIO_MAX,
  LINK_MAX,
  linkField,
  PUBLIC_PROFILE_ANCHOR,
  PUBLIC_PROFILE_INTENT,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from "~/lib/profiles/social-links";
import type { AccountActionData } from "./account-profile";
import { ErrorSummary, Field } from "./account-ui";

type Props = { username: string; profile: EditableProfile; actionData?: AccountActionData };

/** The account's card for what /c/{name} shows: bio, social links, and whether others see the parties. */
export function PublicProfileForm({ username, profile, actionData }: Props) {
  const { t } = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === PUBLIC_PROFILE_INTENT;
  const sent = actionData?.intent === PUBLIC_PROFILE_INTENT ? actionData : undefined;
  const errors = sent?.errors ?? {};
  const value = (name: string) => (sent ? (sent.values?.[name] ?? "") : name === "bio" ? profile.bio : (profile.links[name.slice(5) as SocialNetwork] ?? ""));
  const partiesPublic = sent ? sent.values?.partiesPublic === "on" : profile.partiesPublic;
  const networkName = (network: SocialNetwork) => t(`profile.networks.${network}`);
  const message = (name: string) => {
    const key = errors[name];
    if (!key) return undefined;
    const network = SOCIAL_NETWORKS.find((n) => linkField(n) === name);
    return t(`profile.edit.errors.${key}`, { max: name === "bio" ? BIO_MAX : LINK_MAX, network: network ? networkName(network) : "" });
  };
  const summary = Object.keys(errors).map((name) => {
    const network = SOCIAL_NETWORKS.find((n) => linkField(n) === name);
    const id = name === "bio" ? "profile-bio" : network ? `profile-${linkField(network)}` : undefined;
    return { field: id, text: message(name) ?? "" };
  });
  const bioError = message("bio");

  return (
    <section className="form-card account-card" aria-labelledby={PUBLIC_PROFILE_ANCHOR}>
      <h2 id={PUBLIC_PROFILE_ANCHOR}>{t("profile.edit.title")}</h2>
      <p className="muted">
        {t("profile.edit.intro")} <Link to={`/c/${encodeURIComponent(username)}`}>{t("profile.edit.see")}</Link>
      </p>
      <ErrorSummary key={`public-profile-${location.key}`} messages={summary} />
      <Form method="post" action="/account" noValidate aria-labelledby={PUBLIC_PROFILE_ANCHOR} key={`public-profile-form-${location.key}`}>
        <input type="hidden" name="intent" value={PUBLIC_PROFILE_INTENT} />
        <div className="account-field">
          <label htmlFor="profile-bio">{t("profile.edit.bio")}</label>
          <textarea
            id="profile-bio"
            name="bio"
            rows={5}
            maxLength={BIO_MAX}
            defaultValue={value("bio")}
            aria-invalid={bioError ? true : undefined}
            aria-describedby={["profile-bio-hint", bioError ? "profile-bio-error" : null].filter(Boolean).join(" ")}
          />
          <p id="profile-bio-hint" className="muted account-hint">
            {t("profile.edit.bioHint", { max: BIO_MAX })}
          </p>
          {bioError ? (
            <p id="profile-bio-error" className="field-error">
              {bioError}
            </p>
          ) : null}
        </div>
        <fieldset className="account-checks">
          <legend>{t("profile.edit.links")}</legend>
          <p className="muted account-hint">{t("profile.edit.linksHint")}</p>
          {SOCIAL_NETWORKS.map((network) => (
            <Field
              key={network}
              id={`profile-${linkField(network)}`}
              name={linkField(network)}
              type="url"
              inputMode="url"
              autoComplete="url"
              maxLength={LINK_MAX}
              placeholder={t(`profile.placeholders.${network}`)}
              defaultValue={value(linkField(network))}
              label={networkName(network)}
              error={message(linkField(network))}
            />
          ))}
        </fieldset>
        <div className="account-check">
          <input id="profile-parties-public" type="checkbox" name="partiesPublic" value="on" defaultChecked={partiesPublic} aria-describedby="profile-parties-hint" />
          <label htmlFor="profile-parties-public">{t("profile.edit.partiesPublic")}</label>
          <p id="profile-parties-hint" className="muted account-hint">
            {t("profile.edit.partiesHint")}
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {t("profile.edit.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
