import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { requireUser } from "~/lib/guards.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import styles from "~/styles/account.css?url";
import { AccountHeader } from "./account-ui";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/** Billing does not exist yet, so there is nothing to list: the page says so rather than showing an empty table. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  return pageTexts(context, ["account"], { title: "account.invoices.title", description: "account.invoices.description" });
}

export default function AccountInvoices() {
  const { t } = useT();
  return (
    <section className="account" aria-labelledby="account-title">
      <AccountHeader title={t("account.invoices.title")} current="invoices" />
      <div className="account-card account-empty">
        <img src="/images/account/invoices.svg" alt="" width={160} height={120} />
        <h2>{t("account.invoices.emptyTitle")}</h2>
        <p>{t("account.invoices.emptyText")}</p>
        <p>
          <Link to="/plans" className="button">
            {t("account.invoices.plans")}
          </Link>
        </p>
        <p className="muted">
          {t("account.invoices.question")} <Link to="/contact?topic=support">{t("account.invoices.contact")}</Link>
        </p>
      </div>
    </section>
  );
}
