const fr = {
  title: "Mentions légales",
  description:
    "Éditeur et hébergeur d'Escaplay, propriété intellectuelle, protection des données personnelles (RGPD) et cookies utilisés sur le site.",
  intro:
    "Qui édite Escaplay, qui l'héberge, et comment nous traitons vos données personnelles et les cookies. Pour toute question, écrivez-nous à {{supportEmail}}.",
  updated: "Dernière mise à jour :",
  tocTitle: "Sommaire",
  numbering: "{{n}}.",
  backToToc: "Revenir au sommaire",
  seeAlso: "Voir aussi",
  articles: {
    publisher: {
      title: "Éditeur du site",
      body: [
        [
          "Escaplay SAS, société par actions simplifiée au capital de 20 000 €",
          "Siège social : 14 rue Childebert, 69002 Lyon, France",
          "RCS Lyon 912 345 678 – TVA intracommunautaire FR74 912 345 678",
          "Téléphone : +33 4 65 71 20 25 – e-mail : {{supportEmail}}",
          "Directrice de la publication : Camille Roussel, présidente",
        ],
      ],
    },
    host: {
      title: "Hébergement",
      body: [
        "Le site est hébergé par Cloudflare, Inc., 101 Townsend St, San Francisco, CA 94107, États-Unis – [www.cloudflare.com](https://www.cloudflare.com). Les données sont servies depuis le réseau de centres de données de Cloudflare, au plus près des visiteurs.",
      ],
    },
    ip: {
      title: "Propriété intellectuelle",
      body: [
        "La marque Escaplay, le logo, la charte graphique, les illustrations, les textes et le code du site appartiennent à Escaplay SAS. Toute reproduction sans autorisation écrite est interdite.",
        "Les jeux publiés sur la plateforme appartiennent à leurs créateurs, qui nous accordent une licence pour les afficher, comme le décrivent les [conditions générales d'utilisation](/cgu#content). Si vous pensez qu'un contenu porte atteinte à vos droits, signalez-le depuis la fiche du jeu ou écrivez à {{supportEmail}}.",
      ],
    },
    data: {
      title: "Données personnelles",
      body: [
        "Le responsable du traitement est Escaplay SAS. Nous ne collectons que les données utiles au service et nous ne les vendons jamais.",
        {
          caption: "Pourquoi nous traitons vos données",
          rows: [
            ["Finalité", "Base légale", "Durée de conservation"],
            ["Créer et gérer votre compte, vos projets et vos parties", "Exécution du contrat (CGU)", "Tant que le compte est ouvert, puis suppression sous 30 jours"],
            ["Gérer abonnements, paiements et factures", "Exécution du contrat et obligation légale", "Factures : 10 ans (obligation comptable)"],
            ["Répondre à vos messages de contact", "Intérêt légitime : vous répondre", "3 ans après le dernier échange"],
            ["Modérer les avis et traiter les signalements", "Obligation légale et intérêt légitime", "1 an après la décision"],
            ["Sécuriser le site, prévenir les abus, compter les parties jouées sans compte", "Intérêt légitime", "1 an"],
            ["Mesurer l'audience de façon anonyme", "Consentement", "Statistiques agrégées uniquement, sans donnée personnelle"],
            ["Envoyer la lettre d'information", "Consentement", "Jusqu'à votre désinscription"],
            ["Attribuer une inscription à la personne qui l'a recommandée et calculer ses commissions", "Consentement (cookie _ref), puis exécution du programme d'affiliation", "Commissions : 10 ans (obligation comptable)"],
          ],
        },
        "Destinataires : seule l'équipe d'Escaplay et nos sous-traitants y ont accès, dans la limite de leur mission : Cloudflare (hébergement), notre prestataire de paiement et notre service d'envoi d'e-mails. Lorsque des données sont traitées hors de l'Union européenne, notamment aux États-Unis, le transfert est encadré par le cadre de protection des données UE–États-Unis ou par les clauses contractuelles types de la Commission européenne.",
      ],
    },
    rights: {
      title: "Vos droits",
      body: [
        "Vous pouvez à tout moment accéder à vos données, les faire rectifier ou effacer, limiter ou refuser leur traitement, demander leur portabilité, retirer votre consentement et définir des directives sur leur sort après votre décès.",
        "Pour exercer ces droits, écrivez à notre délégué à la protection des données : dpo@escaplay.fr, ou par courrier à Escaplay SAS – DPO, 14 rue Childebert, 69002 Lyon. Nous répondons dans un délai d'un mois.",
        "Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 – [www.cnil.fr](https://www.cnil.fr).",
      ],
    },
    cookies: {
      title: "Cookies",
      body: [
        "Nous déposons seulement les cookies ci-dessous. Les quatre premiers sont nécessaires au fonctionnement du site et ne demandent pas votre accord. Aucun cookie publicitaire ni de réseau social n'est utilisé.",
        {
          caption: "Cookies déposés par Escaplay",
          rows: [
            ["Nom", "À quoi il sert", "Durée", "Type"],
            ["_sr", "Garde votre session de connexion ouverte", "Le temps de la session", "Nécessaire"],
            ["_pos", "Identifiant aléatoire de 7 caractères, sans lien avec votre identité : il compte les parties jouées sans compte et protège le site contre les abus", "1 an", "Nécessaire"],
            ["_lang", "Retient la langue du site que vous avez choisie", "1 an", "Nécessaire"],
            ["_val", "Retient votre réponse au bandeau : 1 si vous acceptez la mesure d'audience et le cookie de parrainage, 0 si vous les refusez", "90 jours", "Nécessaire"],
            ["_ref", "Retient le lien de parrainage par lequel vous êtes arrivé (un code de 8 caractères et la date de votre visite), pour attribuer votre inscription à la personne qui vous a recommandé Escaplay", "30 jours", "Avec votre accord"],
          ],
        },
        "Le cookie _ref (programme d'[affiliation](/affiliation)) n'est déposé que si vous avez accepté les cookies dans le bandeau. Sans votre accord, rien n'est conservé : le code de parrainage reste seulement dans l'adresse de la page que vous consultez, et votre inscription n'est attribuée à personne. Il ne sert qu'à la création d'un compte dans les 30 jours ; la personne qui vous a parrainé ne voit ni votre nom ni votre adresse, seulement un identifiant anonyme et le montant de sa commission.",
        "La mesure d'audience est respectueuse de la vie privée : elle n'utilise aucun cookie, ne vous suit pas d'un site à l'autre et n'est chargée qu'après votre accord.",
        "Si vous refusez, seul ce refus est retenu (_val vaut 0, rien qui permette de vous reconnaître) et aucune mesure d'audience n'est chargée ; le bandeau ne revient plus. Vous pouvez changer d'avis en effaçant les cookies du site dans votre navigateur : le bandeau de choix réapparaîtra.",
      ],
    },
    contact: {
      title: "Contact",
      body: [
        "Par e-mail à {{supportEmail}}, par le [formulaire de contact](/contact), par téléphone au +33 4 65 71 20 25 (du lundi au vendredi, de 9 h à 17 h) ou par courrier : Escaplay SAS, 14 rue Childebert, 69002 Lyon, France.",
      ],
    },
  },
};

export default fr;
