const fr = {
  title: "Conditions générales d'utilisation",
  description:
    "Les règles d'utilisation d'Escaplay : compte, contenus publiés, import de projets, signalements, avis, parties multijoueur et succès.",
  intro:
    "Ces conditions fixent les règles du jeu entre vous et Escaplay SAS. Nous les avons écrites le plus simplement possible : prenez quelques minutes pour les lire, elles s'appliquent dès que vous utilisez le site.",
  updated: "Dernière mise à jour :",
  tocTitle: "Sommaire",
  numbering: "Article {{n}} –",
  backToToc: "Revenir au sommaire",
  seeAlso: "Voir aussi",
  articles: {
    purpose: {
      title: "Objet",
      body: [
        "Escaplay est une plateforme en ligne pour jouer à des escape games, en créer et les partager. Elle est éditée par Escaplay SAS, dont les coordonnées figurent dans les [mentions légales](/mentions-legales).",
        "Les présentes conditions générales d'utilisation (les « CGU ») encadrent l'accès au site et son usage, gratuit ou payant. Les abonnements payants sont en plus régis par nos [conditions générales de vente](/cgv).",
      ],
    },
    definitions: {
      title: "Définitions",
      body: [
        [
          "Plateforme : le site Escaplay et ses déclinaisons par pays, quel que soit l'appareil utilisé.",
          "Visiteur : toute personne qui navigue sur la plateforme sans être connectée.",
          "Utilisateur : toute personne titulaire d'un compte Escaplay vérifié.",
          "Créateur : un utilisateur qui conçoit un projet dans l'un des trois éditeurs (Interface 2D, 360° ou Classique).",
          "Projet : un jeu en cours de création ; il devient un « jeu » une fois publié.",
          "Contenu : tout ce qu'un utilisateur dépose ou écrit sur la plateforme (images, sons, textes, énigmes, avis, signalements).",
          "Session multijoueur : une partie jouée à distance par plusieurs personnes, rejointe grâce à un code numérique.",
        ],
      ],
    },
    access: {
      title: "Accès et compte",
      body: [
        "La plupart des jeux se jouent sans compte. Pour enregistrer vos succès, jouer aux jeux réservés aux inscrits ou créer une partie multijoueur, il faut un compte. L'inscription est gratuite ; vous choisissez un nom d'utilisateur, indiquez une adresse e-mail valide et un mot de passe d'au moins 6 caractères. Lorsque l'option est proposée, vous pouvez aussi vous connecter avec votre compte Google.",
        "Après l'inscription, nous vous envoyons un code de vérification de 6 chiffres par e-mail. Tant que ce code n'est pas saisi, votre compte reste non vérifié et l'accès au contenu est bloqué. Vous pouvez demander un nouveau code à tout moment.",
        "Chaque compte a un niveau : non vérifié, vérifié (offre gratuite Basic), Pro, Éducation ou Entreprise. Le niveau détermine les fonctions et les limites disponibles, décrites sur la page [Offres](/plans).",
        "Vos identifiants sont personnels. Gardez votre mot de passe secret et prévenez-nous sans attendre si vous pensez que quelqu'un d'autre utilise votre compte.",
        "Si vous avez moins de 15 ans, demandez l'accord d'un parent avant de créer un compte.",
        "Un compte banni ne peut plus se connecter. Si vous pensez qu'il s'agit d'une erreur, écrivez à {{supportEmail}}.",
      ],
    },
    roles: {
      title: "Ce que vous pouvez faire, avec ou sans compte",
      body: [
        "En tant que visiteur, vous pouvez :",
        [
          "parcourir le catalogue et consulter les fiches des jeux ;",
          "jouer en solo aux jeux ouverts à tous ; votre progression est conservée pendant 24 heures sur l'appareil utilisé ;",
          "rejoindre une partie multijoueur avec son code, son lien ou son QR code, sous un pseudo, lorsque son organisateur, titulaire d'une offre Pro, Éducation ou Entreprise, invite des joueurs sans compte ;",
          "vous inscrire et vous connecter.",
        ],
        "Sans compte, vos succès ne sont pas enregistrés.",
        "En tant qu'utilisateur connecté, vous pouvez en plus gérer votre compte (photo de profil, adresse e-mail, mot de passe, préférences de courriel), jouer aux jeux réservés aux inscrits, garder votre partie solo sur votre compte pendant 30 jours après votre dernière action et la reprendre sur un autre appareil, enregistrer vos succès, créer des parties multijoueur, donner un avis sur les jeux que vous avez terminés, signaler un jeu depuis sa fiche et présenter votre profil public.",
      ],
    },
    content: {
      title: "Vos contenus et les droits qui s'y attachent",
      body: [
        "Vous restez propriétaire de vos projets et de tout ce que vous créez sur Escaplay. Nous ne revendiquons aucun droit d'auteur sur vos jeux.",
        "Pour que la plateforme fonctionne, vous accordez à Escaplay SAS une licence non exclusive, gratuite et mondiale pour héberger, reproduire, adapter techniquement (formats, tailles d'image, compression) et afficher vos contenus, uniquement pour faire fonctionner et faire connaître la plateforme. Cette licence dure tant que le contenu est en ligne et prend fin lorsque vous le supprimez, sous réserve des copies de sauvegarde effacées dans un délai raisonnable.",
        "Lorsque vous publiez un projet en mode public, vous autorisez les autres créateurs à l'importer : ils obtiennent une copie dans leur propre compte, qu'ils peuvent modifier et republier. Le nom de l'auteur d'origine reste affiché sur la fiche du jeu importé. Retirer votre jeu de la publication empêche les nouveaux imports, mais n'efface pas les copies déjà faites. Les projets partagés en privé ne peuvent pas être importés.",
        "Ne déposez que des contenus que vous avez le droit d'utiliser : vos propres créations, des éléments sous licence libre compatible ou des éléments pour lesquels vous avez obtenu l'accord de leur auteur. Les images générées par l'IA dans l'éditeur peuvent être utilisées dans vos projets, dans le respect de ces CGU.",
      ],
    },
    community: {
      title: "Règles de la communauté et signalements",
      body: [
        "Escaplay s'adresse à un large public, y compris à des classes. Il est interdit de publier un jeu ou un contenu :",
        [
          "à caractère sexuel ;",
          "violent, ou mettant en avant des objets violents de manière complaisante ;",
          "offensant ou haineux envers une personne ou un groupe ;",
          "relevant du harcèlement ou de l'intimidation ;",
          "incitant à des actes dangereux ou nuisibles ;",
          "impliquant des abus sur des enfants ;",
          "trompeur ou relevant du spam ;",
          "qui porte atteinte aux droits d'autrui ou enfreint la loi.",
        ],
        "Chacun peut signaler un jeu en écrivant à {{supportEmail}} ; un bouton « Signaler » sur la fiche du jeu arrivera avec une prochaine version. Un signalement indique obligatoirement un motif parmi les huit suivants : jeu injouable, contenu à caractère sexuel, contenu ou objets violents, contenu offensant ou haineux, harcèlement ou intimidation, actes dangereux ou nuisibles, maltraitance d'enfants, spam ou contenu trompeur. Il comporte aussi une description des faits, elle aussi obligatoire.",
        "Nous examinons chaque signalement. Si nous retirons ou limitons un contenu, nous en informons son auteur en lui donnant les raisons de notre décision. Il peut la contester en répondant à ce message ou en écrivant à {{supportEmail}} ; une autre personne de l'équipe réexamine alors le dossier. Les signalements abusifs répétés peuvent entraîner une suspension.",
      ],
    },
    reviews: {
      title: "Avis et modération",
      body: [
        "L'écriture d'avis n'est pas encore ouverte : les fiches des jeux affichent les avis déjà publiés. Les règles de cet article s'appliqueront dès son ouverture.",
        "Après avoir joué, vous pourrez noter le jeu et laisser un commentaire. Un avis doit refléter votre propre expérience du jeu : les avis rédigés contre rémunération ou pour nuire à un créateur sont interdits.",
        "Les avis sont publiés après modération. Nous refusons ceux qui enfreignent les règles de la communauté ou qui n'ont rien à voir avec le jeu. Nous ne trions pas les avis selon qu'ils sont positifs ou négatifs.",
        "Vous pourrez modifier ou supprimer votre avis à tout moment ; un avis modifié portera la mention correspondante.",
        "Chaque avis publié par un utilisateur connecté lui offrira 0,05 Mo d'espace de stockage supplémentaire.",
      ],
    },
    multiplayer: {
      title: "Parties multijoueur et invités",
      body: [
        "Créer une partie multijoueur demande un compte vérifié. Les autres joueurs la rejoignent avec le code à neuf chiffres, le lien ou le QR code que l'organisateur leur transmet : partagez-les uniquement avec les personnes que vous invitez.",
        "Sans compte, on rejoint une partie à distance seulement si son organisateur, titulaire d'une offre Pro, Éducation ou Entreprise, invite des joueurs sans compte ; on choisit alors un pseudo. Sinon, chaque joueur se connecte à son compte. L'organisateur reste responsable des personnes qu'il invite et du respect de ces CGU pendant la partie ; il peut en retirer un joueur. Les pseudos et les messages de la discussion respectent les règles de la communauté.",
        "Le mode multijoueur est encore en développement et peut présenter des erreurs. En solo comme à plusieurs, la progression d'une partie est conservée pendant 24 heures : après un rechargement de la page ou une coupure de connexion, vous reprenez là où vous en étiez. Le bouton « Quitter » met fin à la partie ; pour l'organisateur d'une partie multijoueur, il y met fin pour toute l'équipe.",
      ],
    },
    achievements: {
      title: "Succès",
      body: [
        "Les jeux peuvent comporter des succès à débloquer, dont certains restent cachés jusqu'à ce que vous les obteniez. Ils sont enregistrés uniquement si vous êtes connecté.",
        "Les succès n'ont aucune valeur monétaire et ne peuvent être ni échangés ni vendus. Nous pouvons retirer un succès obtenu par une triche ou un détournement du jeu.",
      ],
    },
    liability: {
      title: "Responsabilité",
      body: [
        "Nous faisons notre possible pour que la plateforme soit disponible et fonctionne correctement, mais nous ne pouvons pas garantir une disponibilité sans interruption : maintenance, mises à jour ou incidents techniques peuvent la rendre temporairement inaccessible.",
        "Les jeux sont créés par les utilisateurs, qui sont responsables de leurs contenus. Escaplay agit comme hébergeur : nous retirons promptement tout contenu manifestement illicite qui nous est signalé.",
        "Rien dans ces CGU ne limite les droits que la loi vous garantit en tant que consommateur.",
      ],
    },
    suspension: {
      title: "Suspension et fermeture de compte",
      body: [
        "En cas de manquement à ces CGU, nous pouvons, selon la gravité : vous avertir, retirer le contenu en cause, suspendre temporairement votre compte ou le bannir. Sauf urgence ou obligation légale, nous vous prévenons et vous pouvez nous répondre avant toute décision définitive.",
        "Vous pouvez fermer votre compte à tout moment en écrivant à {{supportEmail}}. Vos données de compte sont alors supprimées, tout comme vos projets, à l'exception des copies que d'autres créateurs auraient déjà importées.",
      ],
    },
    changes: {
      title: "Modification des conditions",
      body: [
        "Nous pouvons faire évoluer ces CGU, par exemple lors de l'ajout d'une fonction. En cas de changement important, nous vous prévenons par e-mail ou sur le site au moins 30 jours avant son entrée en vigueur. Si vous n'êtes pas d'accord, vous pouvez fermer votre compte avant cette date.",
      ],
    },
    law: {
      title: "Droit applicable et litiges",
      body: [
        "Ces CGU sont soumises au droit français. Si vous êtes un consommateur résidant dans un autre pays, vous gardez la protection des règles impératives de votre pays.",
        "En cas de désaccord, écrivez-nous d'abord : la plupart des problèmes se règlent ainsi. À défaut, les consommateurs peuvent recourir gratuitement à la médiation décrite dans nos [conditions générales de vente](/cgv#disputes) ou saisir le tribunal compétent.",
      ],
    },
    contact: {
      title: "Nous contacter",
      body: [
        "Pour toute question sur ces conditions : {{supportEmail}}, le [formulaire de contact](/contact) ou par courrier à Escaplay SAS, 14 rue Childebert, 69002 Lyon, France.",
      ],
    },
  },
};

export default fr;
