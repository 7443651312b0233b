const fr = {
  title: "Conditions générales de vente",
  description:
    "Offres, prix, facturation mensuelle ou annuelle, paiement, renouvellement, résiliation, droit de rétractation et remboursements des abonnements Escaplay.",
  intro:
    "Ces conditions s'appliquent quand vous souscrivez une offre payante d'Escaplay. Elles complètent nos [conditions générales d'utilisation](/cgu). L'essentiel : vous payez par carte sur la page sécurisée de Stripe, l'offre Pro est sans engagement, vous résiliez à tout moment depuis votre compte et vos factures y sont toujours disponibles.",
  updated: "Dernière mise à jour :",
  tocTitle: "Sommaire",
  numbering: "Article {{n}} –",
  backToToc: "Revenir au sommaire",
  seeAlso: "Voir aussi",
  articles: {
    scope: {
      title: "Champ d'application",
      body: [
        "Le vendeur est Escaplay SAS, 14 rue Childebert, 69002 Lyon, France, immatriculée au RCS de Lyon sous le numéro 912 345 678 (voir les [mentions légales](/mentions-legales)).",
        "Ces conditions générales de vente (les « CGV ») régissent les abonnements payants souscrits sur la plateforme, par des consommateurs comme par des professionnels. Les conditions en vigueur au jour de la souscription s'appliquent pendant toute la période payée.",
      ],
    },
    plans: {
      title: "Les offres",
      body: [
        "Escaplay propose quatre offres, détaillées et comparées sur la page [Offres et tarifs](/plans) :",
        [
          "Basic (gratuite) : 3 projets, 10 Mo de stockage, 2 collaborateurs par projet, publication des jeux et sauvegarde de la progression.",
          "Pro : projets illimités, 1 Go de stockage, 10 collaborateurs par projet, 50 images générées par IA par mois, publication et partage privés, invitation de joueurs sans compte, résultats des parties (bêta) et collections (bêta).",
          "Éducation : les fonctions de l'offre Pro avec 250 Mo de stockage et 40 images par mois, réservée aux enseignants et aux associations à but non lucratif. L'accès se demande depuis la page [Éducation](/education#request) ; nous vérifions votre statut avant de l'ouvrir.",
          "Entreprise : les limites de l'offre Pro, 100 images par mois, projets en marque blanche et domaine personnalisé, en abonnement annuel.",
        ],
        "Les fonctions signalées « bêta » sont en cours de mise au point : elles peuvent évoluer et présenter des erreurs.",
        "Les images générées par IA se créent depuis les fichiers d'un projet, dans l'éditeur : chacune compte dans le quota mensuel de l'offre du propriétaire du projet (mois civil, en temps universel) et dans son espace de stockage ; une génération refusée ou qui échoue n'est pas décomptée, et les images non utilisées d'un mois ne sont pas reportées.",
      ],
    },
    prices: {
      title: "Prix",
      body: [
        "Les prix sont indiqués en euros, toutes taxes comprises :",
        [
          "Pro : {{proMonthly}} par mois, ou {{proYearly}} par an.",
          "Offre enseignant : l'offre Éducation à {{teacherMonthly}} par mois, ouverte une fois votre demande Éducation acceptée.",
          "Éducation gratuite : l'équipe peut, après examen de votre demande, vous accorder l'offre Éducation sans paiement, jusqu'à une date qu'elle vous indique.",
          "Entreprise : {{companyYearly}} par an.",
        ],
        "La TVA est calculée au paiement par Stripe Tax, le service fiscal de notre prestataire de paiement, selon le pays et l'adresse que vous indiquez ; le prix payé reste celui affiché.",
        "Un professionnel qui indique au paiement un numéro de TVA valide d'un autre État de l'Union européenne est facturé en autoliquidation : sa facture ne porte pas de TVA.",
        "Nous pouvons faire évoluer nos prix. Un nouveau prix ne s'applique jamais à une période déjà payée : nous vous prévenons au moins 30 jours avant votre prochain renouvellement, et vous pouvez résilier avant s'il ne vous convient pas.",
      ],
    },
    billing: {
      title: "Facturation mensuelle ou annuelle",
      body: [
        "L'offre Pro se paie au mois ou à l'année, au choix. Le paiement annuel vous fait économiser 16 % par rapport à douze mois payés séparément.",
        "L'offre Pro est sans engagement : que vous payiez au mois ou à l'année, vous pouvez résilier quand vous voulez, la résiliation prenant effet à la fin de la période en cours.",
        "L'offre Entreprise est un abonnement annuel, payable par carte en une fois pour douze mois.",
      ],
    },
    payment: {
      title: "Souscription et paiement",
      body: [
        "Vous souscrivez depuis la page [Offres et tarifs](/plans), connecté à votre compte : le bouton de l'offre choisie vous mène à Stripe Checkout, la page de paiement sécurisée de notre prestataire Stripe, qui récapitule l'offre, la périodicité et le prix total. Vous y indiquez votre pays, votre adresse de facturation et, si vous payez pour une entreprise, votre numéro de TVA. La commande est conclue quand vous validez le paiement ; votre offre est activée dès que Stripe nous le confirme.",
        "Le paiement se fait par carte bancaire, débitée à la souscription puis à chaque renouvellement. Stripe traite votre carte : nous ne voyons ni ne conservons son numéro.",
        "Si un paiement échoue, nous vous prévenons par e-mail et Stripe réessaie de débiter votre carte. Votre offre reste active pendant {{graceDays}} jours à compter du premier échec, le temps de mettre à jour votre moyen de paiement ; sans paiement d'ici là, votre compte repasse à l'offre Basic.",
      ],
    },
    renewal: {
      title: "Renouvellement et résiliation",
      body: [
        "Sauf résiliation, l'abonnement se renouvelle automatiquement pour la même durée : un mois ou un an. La date du prochain prélèvement figure dans l'onglet [Abonnement](/account?tab=subscription) de votre compte.",
        "Vous résiliez à tout moment, sans frais, depuis l'onglet [Abonnement](/account?tab=subscription) de votre compte, avec le bouton « Gérer mon abonnement » : il ouvre le portail client de Stripe, où vous pouvez aussi changer de carte ou, pour l'offre Pro, passer du paiement mensuel au paiement annuel et inversement. La résiliation prend effet à la fin de la période payée ; votre offre reste active jusque-là, et vous pouvez reprendre l'abonnement avant cette date.",
        "À la fin de l'abonnement, votre compte repasse à l'offre Basic. Vos projets sont conservés, mais tant que vous dépassez les limites de l'offre Basic, vous ne pouvez ni créer de nouveau projet ni ajouter de fichiers, et les jeux partagés en privé ne sont plus accessibles.",
      ],
    },
    withdrawal: {
      title: "Droit de rétractation",
      body: [
        "Si vous êtes un consommateur, vous disposez de 14 jours à compter de la souscription pour vous rétracter, sans avoir à vous justifier.",
        "Pour l'exercer, il suffit de nous le dire clairement avant la fin de ce délai : par e-mail à {{supportEmail}}, par le [formulaire de contact](/contact) (sujet « Assistance ») ou par courrier. Vous pouvez, sans obligation, indiquer : « Je me rétracte du contrat portant sur l'abonnement Escaplay souscrit le […] », avec votre nom et l'adresse e-mail de votre compte.",
        "Votre offre commence dès la souscription. Si vous vous rétractez, vous ne payez que la part correspondant aux jours déjà écoulés : notre équipe vous rembourse le reste dans les 14 jours, sur la carte utilisée et sans frais, et met fin à l'abonnement.",
        "Le droit de rétractation ne s'applique pas aux professionnels : il ne couvre donc pas l'offre Entreprise souscrite pour les besoins d'une activité professionnelle.",
      ],
    },
    invoices: {
      title: "Factures",
      body: [
        "Une facture est émise à chaque paiement. Toutes vos factures sont disponibles à tout moment dans votre compte, à la rubrique [Factures](/account/invoices), au format PDF.",
        "Pour faire figurer le nom d'une entreprise, d'une école ou un numéro de TVA sur vos factures, indiquez-les sur la page de paiement de Stripe : ils sont repris sur les factures suivantes.",
      ],
    },
    refunds: {
      title: "Remboursements",
      body: [
        "En dehors de la rétractation, une période commencée n'est pas remboursée : vous gardez l'accès aux fonctions payantes jusqu'à son terme.",
        "En cas d'erreur de facturation ou de double paiement, nous remboursons intégralement la somme indue. Si la plateforme est indisponible de notre fait pendant plus de 72 heures consécutives, nous prolongeons votre abonnement d'autant ou, si vous le préférez, nous vous remboursons la période concernée.",
      ],
    },
    liability: {
      title: "Responsabilité",
      body: [
        "Nous nous engageons à fournir les fonctions de l'offre souscrite avec soin. Nous ne sommes pas responsables des dommages causés par un mauvais usage de la plateforme, par les contenus publiés par les utilisateurs ou par un cas de force majeure.",
        "Pour les professionnels, notre responsabilité est limitée aux sommes payées au cours des douze derniers mois. Pour les consommateurs, les garanties légales de conformité des contenus et services numériques s'appliquent pleinement.",
      ],
    },
    data: {
      title: "Données personnelles",
      body: [
        "Pour gérer votre abonnement, nous traitons vos données d'identification, de facturation et de paiement. Les détails (finalités, durées de conservation, droits) figurent dans la partie [Données personnelles des mentions légales](/mentions-legales#data).",
      ],
    },
    disputes: {
      title: "Réclamations, médiation et litiges",
      body: [
        "Pour toute réclamation, écrivez-nous à {{supportEmail}} : nous répondons sous 7 jours ouvrés.",
        "Si vous êtes un consommateur et que notre réponse ne vous satisfait pas, vous pouvez saisir gratuitement le médiateur de la consommation dont nous relevons : CM2C, 49 rue de Ponthieu, 75008 Paris, [www.cm2c.net](https://www.cm2c.net), dans l'année qui suit votre réclamation écrite.",
        "Ces CGV sont soumises au droit français. À défaut d'accord, le litige est porté devant le tribunal compétent ; pour les professionnels, il s'agit des tribunaux de Lyon.",
      ],
    },
  },
};

export default fr;
