/** Billing through Stripe (ADR 037): the local checkout page, refusals of a checkout, and the billing mails. */
const fr = {
  /** Why a checkout did not start or end (the `checkout` query of /plans). */
  notices: {
    unavailable: "Le paiement en ligne n'est pas disponible pour le moment. Réessayez plus tard ou écrivez-nous : nous activerons votre offre.",
    "teacher-offer-closed": "L'offre enseignant s'ouvre une fois votre demande Éducation acceptée.",
    cancelled: "Paiement annulé : rien n'a été débité. Vous pouvez choisir une offre quand vous voulez.",
    invalid: "Cette offre n'existe pas. Choisissez-en une ci-dessous.",
  },
  offers: {
    pro: "Pro",
    education: "Éducation, offre enseignant",
    company: "Entreprise",
  },
  periods: {
    month: "Facturé chaque mois",
    year: "Facturé chaque année",
  },
  checkout: {
    title: "Paiement local (développement)",
    intro: "Aucun argent ne circule ici : cette page remplace Stripe Checkout sur une machine de développement. Confirmer envoie au site les événements que Stripe enverrait, signés par la bibliothèque de Stripe, à la même adresse de webhook.",
    summary: "Ce que vous achetez",
    offer: "Offre",
    billing: "Facturation",
    amount: "Montant",
    account: "Compte",
    pay: "Payer {{amount}}",
    decline: "Refuser le paiement",
    paid: "Ce paiement est déjà confirmé.",
    declined: "Ce paiement a été refusé.",
    continue: "Revenir sur le site",
  },
  portal: {
    title: "Portail client local (développement)",
    intro: "Ce que le portail client de Stripe et son calendrier font à un abonnement, sur une machine de développement. Chaque action envoie au site les événements signés que Stripe enverrait.",
    none: "Ce client n'a aucun abonnement.",
    status: "État",
    periodEnd: "Fin de la période en cours",
    cancelling: "Résiliation prévue à la fin de la période",
    actions: {
      cancel: "Résilier à la fin de la période",
      resume: "Reprendre l'abonnement",
      month: "Passer à la facturation mensuelle",
      year: "Passer à la facturation annuelle",
      renew: "Renouveler : paiement accepté",
      fail: "Renouveler : paiement refusé",
      end: "Mettre fin à l'abonnement maintenant",
    },
    back: "Revenir sur le site",
  },
  mail: {
    paymentFailed: {
      subject: "Le paiement de votre abonnement Escaplay n'est pas passé",
      greeting: "Bonjour {{name}},",
      intro: "Nous n'avons pas pu prélever le renouvellement de votre abonnement Escaplay. Votre banque a refusé le paiement ou la carte a expiré.",
      grace: "Votre offre reste active jusqu'au {{until}}, le temps de réessayer le paiement. Sans paiement d'ici là, votre compte repassera à l'offre Basic : vos projets restent lisibles et jouables, rien n'est supprimé.",
      button: "Mettre à jour mon moyen de paiement",
      after: "Si vous avez déjà changé de carte, vous n'avez rien à faire : le prochain essai l'utilisera.",
    },
  },
};

export default fr;
