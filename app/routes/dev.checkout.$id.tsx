import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import * as v from "valibot";
import { useT } from "~/i18n/use-t";
import { LOCALES } from "~/i18n/locales";
import { confirmLocalCheckout, declineLocalCheckout, localCheckout } from "~/lib/billing/local-payments.server";
import { paymentsFor } from "~/lib/billing/payments.server";
import { readFormFields } from "~/lib/form-request.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { formatPrice } from "~/lib/plans";

export const meta: MetaFunction = (args) => [...pageMeta(args), { name: "robots", content: "noindex" }];

/**
 * The local payments provider's checkout (ADR 037): what Stripe Checkout is in production, on a development
 * machine. Paying sends Stripe's events, signed by Stripe's library, to the real webhook endpoint. Absent (404)
 * wherever Stripe is configured, and on any host but loopback (the front door, ADR 034).
 */
async function checkoutOf(context: LoaderFunctionArgs["context"], id: string | undefined) {
  const payments = await paymentsFor(context);
  const checkout = payments?.kind === "local" && id ? await localCheckout(context.db, id) : null;
  if (!checkout) throw new Response("Not Found", { status: 404 });
  return checkout;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const checkout = await checkoutOf(context, params.id);
  const amount = formatPrice(checkout.amount, checkout.currency, LOCALES[context.locale].locale);
  return {
    ...pageTexts(context, ["billing"], { title: "billing.checkout.title" }),
    checkout: { plan: checkout.plan, period: checkout.period, email: checkout.email, status: checkout.status, amount },
    back: checkout.status === "paid" ? checkout.successUrl : checkout.cancelUrl,
  };
}

const decision = v.object({ intent: v.picklist(["pay", "decline"]) });

export async function action({ request, params, context }: ActionFunctionArgs) {
  const checkout = await checkoutOf(context, params.id);
  const form = v.safeParse(decision, await readFormFields(request));
  if (!form.success) throw new Response("Bad Request", { status: 400 });
  const next =
    form.output.intent === "pay" ? await confirmLocalCheckout(context, checkout, new URL(request.url).origin) : await declineLocalCheckout(context.db, checkout);
  return redirect(next, 303);
}

export default function DevCheckout() {
  const { checkout, back } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <main id="main" className="mailbox">
      <h1>{t("billing.checkout.title")}</h1>
      <p className="muted">{t("billing.checkout.intro")}</p>
      <section className="card" aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">{t("billing.checkout.summary")}</h2>
        <dl className="mailbox-meta">
          <div>
            <dt>{t("billing.checkout.offer")}</dt>
            <dd>{t(`billing.offers.${checkout.plan}`)}</dd>
          </div>
          <div>
            <dt>{t("billing.checkout.billing")}</dt>
            <dd>{t(`billing.periods.${checkout.period}`)}</dd>
          </div>
          <div>
            <dt>{t("billing.checkout.amount")}</dt>
            <dd>{checkout.amount}</dd>
          </div>
          <div>
            <dt>{t("billing.checkout.account")}</dt>
            <dd>{checkout.email}</dd>
          </div>
        </dl>
      </section>
      {checkout.status === "open" ? (
        <Form method="post" reloadDocument className="form-actions">
          <button type="submit" name="intent" value="pay" className="button">
            {t("billing.checkout.pay", { amount: checkout.amount })}
          </button>{" "}
          <button type="submit" name="intent" value="decline" className="button button-ghost">
            {t("billing.checkout.decline")}
          </button>
        </Form>
      ) : (
        <>
          <p role="status">{t(`billing.checkout.${checkout.status}`)}</p>
          <p>
            <a href={back} className="button">
              {t("billing.checkout.continue")}
            </a>
          </p>
        </>
      )}
    </main>
  );
}
