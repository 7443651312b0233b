import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-t";
import { requireUser } from "~/lib/guards.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { LOCALES } from "~/i18n/locales";
import { formatStorage, planForGrade } from "~/lib/plans";
import styles from "~/styles/account.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/**
 * Where a payment returns to. The plan shown is the account's real one, set by Stripe's webhook, never by this
 * redirect (ADR 037): until the grade has moved the page says the payment is not confirmed yet, and asks again.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const plan = planForGrade(user.grade);
  return {
    ...pageTexts(context, ["account", "plans"], { title: "account.proSuccess.title", description: "account.proSuccess.description" }),
    planId: plan.id,
    // The plan bought says what it gives: Education has less storage than Pro and Company.
    storage: formatStorage(plan.limits.storageBytes, LOCALES[context.locale].locale),
    confirmed: user.grade >= 3,
  };
}

/** Stripe's webhook usually lands within seconds of the redirect: the page asks again for about a minute. */
const POLL_MS = 2_000;
const POLL_TIMES = 30;

function useUntilConfirmed(confirmed: boolean) {
  const revalidator = useRevalidator();
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (confirmed || asked >= POLL_TIMES || revalidator.state !== "idle") return;
    const timer = setTimeout(() => {
      setAsked((n) => n + 1);
      revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [confirmed, asked, revalidator]);
}

export default function AccountProSuccess() {
  const { planId, storage, confirmed } = useLoaderData<typeof loader>();
  const { t } = useT();
  useUntilConfirmed(confirmed);
  return (
    <section className="account account-success" aria-labelledby="account-title">
      <img src="/images/account/pro.svg" alt="" width={160} height={120} />
      <h1 id="account-title">{t("account.proSuccess.title")}</h1>
      <p className="lead">{t("account.proSuccess.current", { plan: t(`plans.plans.${planId}.name`) })}</p>
      {confirmed ? (
        <p>{t("account.proSuccess.active", { storage })}</p>
      ) : (
        <p className="notice" role="status">
          {t("account.proSuccess.pending")}
        </p>
      )}
      <h2>{t("account.proSuccess.next")}</h2>
      <ul className="account-next">
        <li>
          <Link to="/project" className="button">
            {t("account.proSuccess.create")}
          </Link>
        </li>
        <li>
          <Link to="/account?tab=subscription" className="button button-ghost">
            {t("account.proSuccess.subscription")}
          </Link>
        </li>
        <li>
          <Link to="/contact?topic=support" className="button button-ghost">
            {t("account.proSuccess.contact")}
          </Link>
        </li>
      </ul>
    </section>
  );
}
