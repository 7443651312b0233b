import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { changeLocally, changesFor, localSubscriptionsOf, PORTAL_CHANGES } from "~/lib/billing/local-portal.server";
import { paymentsFor } from "~/lib/billing/payments.server";
import { readFormFields } from "~/lib/form-request.server";
import { dateFormat } from "~/lib/intl-formats";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";

export const meta: MetaFunction = (args) => [...pageMeta(args), { name: "robots", content: "noindex" }];

/**
 * The local provider's customer portal (ADR 037): where Stripe's portal sends someone in production, a developer
 * here changes a subscription as the person or Stripe's clock would. Loopback only; 404 where Stripe is configured.
 */
async function localOnly(context: LoaderFunctionArgs["context"]) {
  if ((await paymentsFor(context))?.kind !== "local") throw new Response("Not Found", { status: 404 });
}

/** Back to this site only: the return address comes from the query. */
function returnTo(request: Request): string {
  const url = new URL(request.url);
  const asked = url.searchParams.get("return");
  if (asked) {
    const target = new URL(asked, url.origin);
    if (target.origin === url.origin) return target.pathname + target.search;
  }
  return "/account?tab=subscription";
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await localOnly(context);
  const subscriptions = await localSubscriptionsOf(context.db, params.customer ?? "");
  const dates = dateFormat(LOCALES[context.locale].locale, { dateStyle: "long", timeZone: "UTC" });
  return {
    ...pageTexts(context, ["billing"], { title: "billing.portal.title" }),
    back: returnTo(request),
    subscriptions: subscriptions.map((subscription) => ({
      id: subscription.id,
      plan: subscription.metadata.plan as "pro" | "education" | "company",
      period: subscription.items.data[0]?.price.recurring?.interval === "year" ? ("year" as const) : ("month" as const),
      status: subscription.status,
      cancelling: subscription.cancel_at_period_end,
      periodEnd: dates.format(new Date((subscription.items.data[0]?.current_period_end ?? 0) * 1000)),
      changes: changesFor(subscription),
    })),
  };
}

const changeForm = v.object({ subscription: v.string(), change: v.picklist(PORTAL_CHANGES) });

export async function action({ request, context }: ActionFunctionArgs) {
  await localOnly(context);
  const form = v.safeParse(changeForm, await readFormFields(request));
  if (!form.success) throw new Response("Bad Request", { status: 400 });
  const done = await changeLocally(context, new URL(request.url).origin, form.output.subscription, form.output.change);
  if (!done) throw new Response("Conflict", { status: 409 });
  const url = new URL(request.url);
  return redirect(url.pathname + url.search, 303);
}

export default function DevPortal() {
  const { subscriptions, back } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <main id="main" className="mailbox">
      <h1>{t("billing.portal.title")}</h1>
      <p className="muted">{t("billing.portal.intro")}</p>
      {subscriptions.length === 0 ? <p>{t("billing.portal.none")}</p> : null}
      {subscriptions.map((subscription) => (
        <section key={subscription.id} className="card" aria-labelledby={`sub-${subscription.id}`} data-subscription-id={subscription.id}>
          <h2 id={`sub-${subscription.id}`}>
            {t(`billing.offers.${subscription.plan}`)} · {t(`billing.periods.${subscription.period}`)}
          </h2>
          <dl className="mailbox-meta">
            <div>
              <dt>{t("billing.portal.status")}</dt>
              <dd>
                <code>{subscription.status}</code>
                {subscription.cancelling ? ` · ${t("billing.portal.cancelling")}` : ""}
              </dd>
            </div>
            <div>
              <dt>{t("billing.portal.periodEnd")}</dt>
              <dd>{subscription.periodEnd}</dd>
            </div>
          </dl>
          <Form method="post" reloadDocument className="form-actions">
            <input type="hidden" name="subscription" value={subscription.id} />
            {subscription.changes.map((change) => (
              <button key={change} type="submit" name="change" value={change} className="button button-ghost">
                {t(`billing.portal.actions.${change}`)}
              </button>
            ))}
          </Form>
        </section>
      ))}
      <p>
        <a href={back} className="button">
          {t("billing.portal.back")}
        </a>
      </p>
    </main>
  );
}
