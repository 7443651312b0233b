import { useActionData, useLoaderData } from "@remix-run/react";
import { ReferrerLedgerSection } from "~/components/admin/referrer-ledger";
import { FocusedNotice } from "~/components/projects/focused-notice";
import { useT } from "~/i18n/use-t";
import { affiliationAction, affiliationLoader, type PayoutOutcome } from "~/lib/admin/affiliation-page.server";
import { staffPageHeaders } from "~/lib/admin/headers";
import { pageMeta } from "~/lib/meta";

export const meta = pageMeta;
export const headers = staffPageHeaders;
export const loader = affiliationLoader;
export const action = affiliationAction;

/** /admin/affiliation: referrers' commissions and payouts (admins only; a 404 for moderators and everyone else). */
export default function AdminAffiliation() {
  const { ledgers, limit, token } = useLoaderData<typeof loader>();
  const outcome = useActionData<PayoutOutcome>();
  const { t } = useT();
  return (
    <>
      <h1>{t("admin.affiliation.title")}</h1>
      <p>{t("admin.affiliation.intro", { limit })}</p>
      {outcome ? (
        <FocusedNotice key={outcome.at} ok={outcome.ok}>
          {outcome.ok ? t(`admin.affiliation.done.${outcome.done}`) : t(`admin.affiliation.errors.${outcome.error}`)}
        </FocusedNotice>
      ) : null}
      {ledgers.length === 0 ? <p>{t("admin.affiliation.none")}</p> : null}
      {ledgers.map((ledger) => (
        <ReferrerLedgerSection key={`${ledger.referrer.id}-${outcome?.at ?? 0}`} ledger={ledger} token={token} />
      ))}
    </>
  );
}
