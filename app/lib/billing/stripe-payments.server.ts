import Stripe from "stripe";
import { normalisedOffer, offerCents } from "./offers";
import { verifyWithStripe, type Payments } from "./payments.server";

/**
 * Production: Stripe's API through its fetch HTTP client (Workers have no Node http). Prices are sent inline
 * (`price_data`) from plans.ts rather than as Price ids configured in the dashboard, so the site's price list is the
 * only one (ADR 037). Stripe Tax computes VAT; Checkout collects the country, the address and a VAT number.
 */
export function stripePayments(secretKey: string, webhookSecret: string): Payments {
  const stripe = new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient() });
  return {
    kind: "stripe",
    async createCheckout({ userId, email, customerId, offer, currency, language, origin }) {
      const { plan, period } = normalisedOffer(offer);
      const metadata = { userId, plan, period };
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        client_reference_id: userId,
        ...(customerId ? { customer: customerId, customer_update: { address: "auto", name: "auto" } } : { customer_email: email }),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: currency.toLowerCase(),
              unit_amount: offerCents({ plan, period }, currency),
              recurring: { interval: period },
              // Consumer prices on the site include VAT; Stripe Tax takes it out of them, never adds it on top.
              tax_behavior: "inclusive",
              product_data: { name: `Escaplay ${plan === "education" ? "Education (teacher offer)" : plan === "company" ? "Company" : "Pro"}`, metadata: { plan } },
            },
          },
        ],
        automatic_tax: { enabled: true },
        tax_id_collection: { enabled: true },
        billing_address_collection: "required",
        subscription_data: { metadata },
        metadata,
        locale: checkoutLocale(language),
        success_url: `${origin}/account/pro/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/plans?checkout=cancelled`,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { id: session.id, url: session.url };
    },
    async createPortal({ customerId, language, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: portalLocale(language) });
      return { url: session.url };
    },
    retrieveSubscription: (id) => stripe.subscriptions.retrieve(id),
    cancelNow: (id) => stripe.subscriptions.cancel(id),
    verifiedEvent: (rawBody, signature) => verifyWithStripe(rawBody, signature, webhookSecret),
  };
}

const CHECKOUT_LOCALES = new Set(["fr", "de", "en", "es", "it"]);

function checkoutLocale(language: string): Stripe.Checkout.SessionCreateParams.Locale {
  const base = language.slice(0, 2);
  return (CHECKOUT_LOCALES.has(base) ? base : "auto") as Stripe.Checkout.SessionCreateParams.Locale;
}

function portalLocale(language: string): Stripe.BillingPortal.SessionCreateParams.Locale {
  const base = language.slice(0, 2);
  return (CHECKOUT_LOCALES.has(base) ? base : "auto") as Stripe.BillingPortal.SessionCreateParams.Locale;
}
