import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { referralCodeOf, referralPath } from "~/lib/affiliation/codes.server";
import { ledgerOf, referredCount } from "~/lib/affiliation/commissions.server";
import { requireUser } from "~/lib/guards.server";
import { dateFormat } from "~/lib/intl-formats";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { formatPrice } from "~/lib/plans";
import styles from "~/styles/account.css?url";
import { CopyLink } from "./account-referral-copy";
import { AccountHeader } from "./account-ui";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/**
 * /account/referral (ADR 040): the account's referral link on the site it is read on, and its commissions, each
 * with the referred customer under a pseudonym. Dates and amounts are formatted here, so server and browser agree.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const bcp47 = LOCALES[context.locale].locale;
  const dates = dateFormat(bcp47, { dateStyle: "long", timeZone: "UTC" });
  const [code, ledger, referred] = await Promise.all([referralCodeOf(context.db, user.id), ledgerOf(context.db, user.id), referredCount(context.db, user.id)]);
  return {
    ...pageTexts(context, ["account"], { title: "account.referral.title", description: "account.referral.description" }),
    link: `${new URL(request.url).origin}${referralPath(code)}`,
    referred,
    ledger: ledger.map((line) => ({
      id: line.id,
      date: dates.format(line.paidOn),
      dateTime: line.paidOn.toISOString(),
      customer: line.customer,
      amount: formatPrice(line.amount, line.currency === "CHF" ? "CHF" : "EUR", bcp47),
      status: line.status,
    })),
  };
}

export default function AccountReferral() {
  const { link, referred, ledger } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <section className="account" aria-labelledby="account-title">
      <AccountHeader title={t("account.referral.title")} current="referral" />
      <div className="account-card">
        <h2>{t("account.referral.linkTitle")}</h2>
        <p>
          {t("account.referral.linkText")} <Link to="/affiliation">{t("account.referral.rules")}</Link>
        </p>
        <CopyLink link={link} />
        <p className="muted">{t("account.referral.referred", { count: referred })}</p>
      </div>
      <div className="account-card results-card">
        <h2 id="referral-ledger">{t("account.referral.ledgerTitle")}</h2>
        {ledger.length === 0 ? (
          <p>{t("account.referral.empty")}</p>
        ) : (
          <div className="results-scroll" role="region" aria-labelledby="referral-caption" tabIndex={0}>
            <table className="results-table">
              <caption id="referral-caption">{t("account.referral.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("account.referral.date")}</th>
                  <th scope="col">{t("account.referral.customer")}</th>
                  <th scope="col">{t("account.referral.amount")}</th>
                  <th scope="col">{t("account.referral.status")}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.map((line) => (
                  <tr key={line.id}>
                    <td>
                      <time dateTime={line.dateTime}>{line.date}</time>
                    </td>
                    <td>{t("account.referral.customerLabel", { id: line.customer })}</td>
                    <td>{line.amount}</td>
                    <td>{t(`account.referral.statuses.${line.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="muted">{t("account.referral.statusHelp")}</p>
      </div>
    </section>
  );
}
