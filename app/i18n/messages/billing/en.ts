import type fr from "./fr";

const en: typeof fr = {
  notices: {
    unavailable: "Online payment is not available right now. Please try again later or write to us: we will activate your plan.",
    "teacher-offer-closed": "The teacher offer opens once your Education request has been approved.",
    cancelled: "Payment cancelled: nothing was charged. You can choose a plan whenever you like.",
    invalid: "This plan does not exist. Please choose one below.",
  },
  offers: {
    pro: "Pro",
    education: "Education, teacher offer",
    company: "Company",
  },
  periods: {
    month: "Billed monthly",
    year: "Billed yearly",
  },
  checkout: {
    title: "Local payment (development)",
    intro: "No money moves here: this page stands in for Stripe Checkout on a development machine. Confirming sends the site the events Stripe would send, signed by Stripe's library, to the same webhook address.",
    summary: "What you are buying",
    offer: "Plan",
    billing: "Billing",
    amount: "Amount",
    account: "Account",
    pay: "Pay {{amount}}",
    decline: "Decline the payment",
    paid: "This payment is already confirmed.",
    declined: "This payment was declined.",
    continue: "Back to the site",
  },
  portal: {
    title: "Local customer portal (development)",
    intro: "What Stripe's customer portal and its clock do to a subscription, on a development machine. Each action sends the site the signed events Stripe would send.",
    none: "This customer has no subscription.",
    status: "Status",
    periodEnd: "End of the current period",
    cancelling: "Cancellation planned at the end of the period",
    actions: {
      cancel: "Cancel at the end of the period",
      resume: "Resume the subscription",
      month: "Switch to monthly billing",
      year: "Switch to yearly billing",
      renew: "Renew: payment accepted",
      fail: "Renew: payment declined",
      end: "End the subscription now",
    },
    back: "Back to the site",
  },
  mail: {
    paymentFailed: {
      subject: "The payment for your Escaplay subscription did not go through",
      greeting: "Hello {{name}},",
      intro: "We could not charge the renewal of your Escaplay subscription. Your bank declined the payment or the card has expired.",
      grace: "Your plan stays active until {{until}} while the payment is retried. Without a payment by then, your account goes back to Basic: your projects stay readable and playable, nothing is deleted.",
      button: "Update my payment method",
      after: "If you have already changed your card, there is nothing to do: the next attempt will use it.",
    },
  },
};

export default en;
