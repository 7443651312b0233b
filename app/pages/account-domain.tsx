import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { LOCALE_CODES, LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { domainPageAction, domainPageData } from "~/lib/domains/domain-page.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import styles from "~/styles/account.css?url";
import { AccountHeader, ErrorSummary, Field, SavedNotice } from "./account-ui";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/**
 * /account/domain (ADR 042): a Company account registers its host, reads the DNS records to create, checks them and
 * removes the host; every other account gets the upgrade prompt.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    ...pageTexts(context, ["account", "domains"], { title: "domains.title", description: "domains.description" }),
    ...(await domainPageData(context, request)),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return domainPageAction(context, request);
}

type Domain = Awaited<ReturnType<typeof domainPageData>>["domains"][number];

function DomainCard({ domain, busy }: { domain: Domain; busy: boolean }) {
  const { t } = useT();
  const titleId = `domain-${domain.id}-title`;
  const { certificate } = domain;
  return (
    <section className="account-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("domains.domainTitle", { host: domain.host })}</h2>
      <dl className="domain-facts">
        <dt>{t("domains.statusLabel")}</dt>
        <dd>{t(`domains.status.${domain.status}`)}</dd>
        <dt>{t("domains.certificate.label")}</dt>
        <dd>{t(`domains.certificate.${certificate.state}`, { status: certificate.status ?? "" })}</dd>
      </dl>
      <Form method="post" action="/account/domain" className="auth-field">
        <input type="hidden" name="intent" value="locale" />
        <input type="hidden" name="id" value={domain.id} />
        <label htmlFor={`${titleId}-locale`}>{t("domains.language.label")}</label>
        <p id={`${titleId}-locale-hint`} className="muted">
          {t("domains.language.hint", { host: domain.host })}
        </p>
        <select id={`${titleId}-locale`} name="locale" key={domain.locale} defaultValue={domain.locale} aria-describedby={`${titleId}-locale-hint`}>
          {LOCALE_CODES.map((code) => (
            <option key={code} value={code} lang={LOCALES[code].lang}>
              {t(`common.languages.${code}`)}
            </option>
          ))}
        </select>
        <div className="form-actions">
          <button type="submit" className="button button-secondary" disabled={busy}>
            {t("domains.language.submit")}
          </button>
        </div>
      </Form>
      {domain.status === "failed" && domain.lastError ? (
        <p className="field-error">{t(`domains.lastError.${domain.lastError}`, { name: domain.challenge, host: domain.host, target: domain.target })}</p>
      ) : null}
      <p className="muted">
        {domain.verifiedOn ? `${t("domains.verifiedOn", { date: domain.verifiedOn })} ` : null}
        {domain.lastChecked ? t("domains.lastChecked", { date: domain.lastChecked }) : t("domains.neverChecked")}
      </p>
      {domain.status !== "verified" ? (
        <>
          <h3>{t("domains.records.title")}</h3>
          <p>{t("domains.records.intro")}</p>
          <div className="results-scroll" role="region" aria-labelledby={`${titleId}-records`} tabIndex={0}>
            <table className="results-table">
              <caption id={`${titleId}-records`}>{t("domains.records.caption", { host: domain.host })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("domains.records.type")}</th>
                  <th scope="col">{t("domains.records.name")}</th>
                  <th scope="col">{t("domains.records.value")}</th>
                </tr>
              </thead>
              <tbody>
                {domain.records.map((record) => (
                  <tr key={record.type}>
                    <th scope="row">{record.type}</th>
                    <td>
                      <code>{record.name}</code>
                    </td>
                    <td>
                      <code>{record.value}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      <div className="form-actions">
        {domain.status !== "verified" || certificate.state !== "active" ? (
          <Form method="post" action="/account/domain">
            <input type="hidden" name="intent" value="check" />
            <input type="hidden" name="id" value={domain.id} />
            <button type="submit" className="button" disabled={busy}>
              {t("domains.check")}
            </button>
          </Form>
        ) : null}
        <Form method="post" action="/account/domain">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={domain.id} />
          <button type="submit" className="button button-ghost" disabled={busy} aria-describedby={`${titleId}-remove-hint`}>
            {t("domains.remove")}
          </button>
        </Form>
      </div>
      <p id={`${titleId}-remove-hint`} className="muted">
        {t("domains.removeHint")}
      </p>
    </section>
  );
}

export default function AccountDomain() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const { t } = useT();
  const busy = navigation.state !== "idle";
  const refusal = failed && !failed.ok ? t(`domains.refusals.${failed.refusal}`, { host: failed.host ?? "" }) : null;

  return (
    <section className="account" aria-labelledby="account-title">
      <AccountHeader title={t("domains.title")} current="domain">
        {page.done && !failed ? <SavedNotice text={t(`domains.done.${page.done}`)} plain={page.done === "failed"} /> : null}
      </AccountHeader>
      {!page.company ? (
        <div className="account-card account-upgrade">
          <h2>{t("domains.upgradeTitle")}</h2>
          <p>{t("domains.upgradeText")}</p>
          <p>
            <Link to="/business" className="button">
              {t("domains.upgradeCta")}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p>{t("domains.intro")}</p>
          {page.domains.map((domain) => (
            <DomainCard key={domain.id} domain={domain} busy={busy} />
          ))}
          {page.domains.length < page.allowed ? (
            <section className="account-card form-card" aria-labelledby="domain-form-title">
              <h2 id="domain-form-title">{t("domains.form.title")}</h2>
              <p className="muted">{t("domains.limit", { count: page.allowed })}</p>
              {/* Keyed by the submission, so each refusal is announced and focused anew; siblings need keys of their own. */}
              {refusal ? <ErrorSummary key={`errors-${location.key}`} messages={[{ field: "domain-host", text: refusal }]} /> : null}
              <Form method="post" action="/account/domain" key={`form-${location.key}`}>
                <input type="hidden" name="intent" value="register" />
                <Field
                  id="domain-host"
                  name="host"
                  label={t("domains.form.label")}
                  hint={t("domains.form.hint")}
                  error={refusal ?? undefined}
                  defaultValue={failed && !failed.ok ? failed.value : ""}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  inputMode="url"
                  required
                />
                <div className="form-actions">
                  <button type="submit" className="button" disabled={busy}>
                    {t("domains.form.submit")}
                  </button>
                </div>
              </Form>
            </section>
          ) : refusal ? (
            <ErrorSummary key={location.key} messages={[{ text: refusal }]} />
          ) : null}
        </>
      )}
    </section>
  );
}
