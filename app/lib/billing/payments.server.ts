import Stripe from "stripe";
import type { Database } from "../db.server";
import type { Currency } from "../plans";
import type { Offer } from "./offers";

/**
 * The one door to the payments provider (ADR 037). Production talks to Stripe; a machine with no Stripe key
 * (`npm start`, the tests) gets the local provider, whose checkout page on /dev/checkout sends Stripe-shaped events,
 * signed by Stripe's own library, to the same webhook endpoint. Both verify events with the same library call.
 */

export type CheckoutRequest = {
  userId: string;
  email: string;
  /** The account's Stripe customer when it bought before: its card, address and VAT number are reused. */
  customerId: string | null;
  offer: Offer;
  currency: Currency;
  /** The BCP 47 language of the site the person buys on (Checkout speaks it). */
  language: string;
  /** Where the site is reached (https://escaplay.ch): the pages Checkout returns to. */
  origin: string;
};

export interface Payments {
  readonly kind: "stripe" | "local";
  /** Opens a checkout for one offer; the browser is sent to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Stripe's customer portal for one customer: change the card, switch period, cancel or resume. */
  createPortal(request: { customerId: string; language: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Ends a subscription now, without waiting for its period's end (staff ending a plan, ADR 038), and returns its
   * state: the caller applies it at once, the provider's later event then changes nothing.
   */
  cancelNow(id: string): Promise<Stripe.Subscription>;
  /** The subscription as the provider holds it now: the truth the webhook copies, whatever order events came in. */
  retrieveSubscription(id: string): Promise<Stripe.Subscription>;
  /** Checks the signature over the raw body and returns the event; throws when it does not match. */
  verifiedEvent(rawBody: string, signature: string): Promise<Stripe.Event>;
}

/** The local provider's signing secret: public on purpose, it only ever guards a loopback development server. */
export const LOCAL_WEBHOOK_SECRET = "whsec_local_escaplay_development_only";

type PaymentsEnv = { ENVIRONMENT: string; STRIPE_SECRET_KEY?: string; STRIPE_WEBHOOK_SECRET?: string };

/** Stripe's signature check on the raw body, with Web Crypto (no Node crypto on Workers). */
export function verifyWithStripe(rawBody: string, signature: string, secret: string): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(rawBody, signature, secret, undefined, Stripe.createSubtleCryptoProvider());
}

let warnedUnconfigured = false;

/**
 * The provider for this deployment, or null where payments are unavailable: production without both Stripe
 * secrets refuses to fall back to the local provider (it would hand out plans for free), says so once in the log,
 * and the pages tell visitors that payment is unavailable.
 */
export async function paymentsFor(context: { env: PaymentsEnv; db: Database }): Promise<Payments | null> {
  const { env } = context;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    const { stripePayments } = await import("./stripe-payments.server");
    return stripePayments(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET);
  }
  if (env.ENVIRONMENT === "production") {
    if (!warnedUnconfigured) {
      warnedUnconfigured = true;
      console.warn("Billing is off: production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (wrangler secret put). Payment pages say payment is unavailable.");
    }
    return null;
  }
  const { localPayments } = await import("./local-payments.server");
  return localPayments(context.db);
}
