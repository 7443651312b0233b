const fr = {
  title: "Nouveautés",
  description: "Les notes de version d'Escaplay : ce qui est arrivé sur la plateforme, version après version, et ce qui arrive ensuite.",
  eyebrow: "Journal des versions",
  heroTitle: "Les nouveautés d'Escaplay",
  heroText: "Chaque version, ce qu'elle apporte et ce que nous préparons ensuite. Nous préférons annoncer ce qui est prêt plutôt que promettre des dates.",
  ctaContact: "Suggérer une idée",
  upcomingTitle: "En préparation",
  upcomingIntro: "Les prochaines étapes, dans l'ordre où nous y travaillons. Elles ne sont pas encore disponibles.",
  upcoming: [
    { title: "Les images générées par IA", text: "Créer les images d'un jeu à partir d'une description, dans la limite mensuelle de son offre." },
    { title: "La marque blanche et le domaine personnalisé", text: "Pour l'offre Entreprise : des projets sans la marque Escaplay, servis sur votre propre domaine." },
  ],
  releasedTitle: "Versions publiées",
  notes: {
    community: {
      title: "La communauté autour des jeux",
      summary: "Donner son avis, signaler un jeu, présenter son profil, relier des jeux en chapitres et trouver le bon jeu parmi tous les autres.",
      items: [
        "Après avoir terminé une partie, un joueur note le jeu et écrit un avis ; un visiteur sans compte aussi, signé « Invité », si le créateur l'accepte. L'avis est publié après modération, son auteur peut le modifier ou le supprimer",
        "Le premier avis publié sur chaque jeu ajoute 0,05 Mo à l'espace de stockage de son auteur",
        "Un joueur connecté signale un jeu pour l'un des huit motifs, en décrivant les faits ; l'équipe de modération traite les signalements et les avis, et l'auteur ou le créateur apprend pourquoi",
        "La fiche d'un jeu montre ses succès, les succès cachés restant masqués jusqu'à ce que vous les débloquiez",
        "Chaque profil public présente une bio, des liens vers les réseaux, les succès débloqués, les jeux publiés et, si la personne le permet, ses parties jouées et organisées",
        "Avec les offres Pro, Éducation et Entreprise, un créateur relie ses jeux en collections de chapitres (bêta) ; la fiche et l'écran de fin montrent la progression et le chapitre suivant",
        "Le catalogue montre les tendances (les plus joués des 7 derniers jours), les plus joués et les nouveautés, cherche dans les titres, les descriptions et les noms des créateurs, et se parcourt page par page, avec ou sans JavaScript",
      ],
    },
    together: {
      title: "La création à plusieurs",
      summary: "Inviter des collaborateurs sur un projet et le modifier ensemble, en direct, dans les trois éditeurs.",
      items: [
        "Le propriétaire d'un projet invite des collaborateurs par leur nom d'utilisateur ou leur adresse e-mail ; une personne sans compte reçoit un lien d'invitation",
        "Jusqu'à 2 collaborateurs par projet avec l'offre Basic, 10 avec les offres Pro, Éducation et Entreprise, invitations en attente comprises",
        "Deux rôles : un éditeur modifie le brouillon, ses fichiers et ses versions et teste le jeu ; un lecteur ouvre l'éditeur en lecture seule. Seul le propriétaire publie, renomme et supprime le projet et gère ses collaborateurs",
        "Les invitations s'acceptent ou se refusent depuis l'espace de projets (« Invitations »), et les projets des autres s'y retrouvent sous « Partagés avec moi » ; un collaborateur peut quitter un projet, le propriétaire peut le retirer, et son éditeur ouvert se ferme aussitôt",
        "Dans les trois éditeurs : les personnes présentes, chacune avec son avatar dans sa couleur (deux onglets d'une même personne sont montrés comme tels), leurs pointeurs en direct sur les scènes Interface 2D et les panoramas 360°, et ce que chacun a sélectionné et est en train de saisir",
        "Les modifications de deux personnes sur des éléments différents sont toutes gardées ; un même champ modifié par deux personnes est tranché de la même façon pour les deux, et celle dont la saisie a été remplacée en est prévenue",
        "Les modifications faites hors connexion sont fusionnées au retour du réseau, et rien n'est perdu quand notre serveur d'édition en direct redémarre",
      ],
    },
    studio: {
      title: "Le studio de création",
      summary: "Créer ses propres jeux dans le navigateur, avec un éditeur pour chacun des trois formats, puis les tester, les publier et les partager.",
      items: [
        "Un espace de projets : créer un projet vide ou à partir d'un modèle, le renommer, le dupliquer, le supprimer et le restaurer, dans les limites de son offre",
        "L'éditeur Interface 2D : des scènes avec leur image de fond, des zones cliquables placées à la souris, aux flèches du clavier ou par leurs coordonnées, un aperçu de la scène, un curseur par zone, des objets à examiner (image ou modèle 3D), des recettes d'assemblage, des actions et des conditions, des liens entre les scènes",
        "L'éditeur 360° : des panoramas, des points d'intérêt placés d'un clic, par leur orientation ou au clavier, des liens entre les panoramas",
        "L'éditeur Classique : des pages de blocs de contenu (texte mis en forme dans quelque 85 polices, images, sons avec leur transcription, liens vidéo) et des énigmes de tous types (code, réponse, identifiant et mot de passe, code à téléverser, utilisation d'un objet), avec indices, pénalités, pièces et leurs accès",
        "Dans chaque éditeur : l'arborescence du projet, un inspecteur, la liste des problèmes (un clic sélectionne l'élément concerné), annuler et rétablir, copier et coller des interactions et des objets",
        "L'état de l'enregistrement toujours affiché ; les modifications restent dans le navigateur après un rechargement ou une coupure de réseau et partent dès le retour de la connexion",
        "Les fichiers du projet, des versions nommées, le test du jeu, la publication dans le catalogue et le partage par lien ; les jeux privés avec les offres Pro, Éducation et Entreprise ; la réutilisation d'un projet publié qui l'autorise",
      ],
    },
    multi: {
      title: "Le multijoueur par code",
      summary: "Jouer ensemble à distance, chacun sur son écran, dans la même partie.",
      items: [
        "Une personne connectée crée une partie à distance depuis l'écran d'accueil d'un jeu multijoueur et choisit le nombre de joueurs nécessaires pour commencer et le maximum",
        "Les joueurs la rejoignent avec son code à neuf chiffres (page « Entrer un code »), son lien ou son QR code",
        "Une salle d'attente avec la liste des joueurs, puis une partie commune : même décor, même inventaire, discussion, messages rapides et « Montrer aux autres »",
        "Le créateur de la partie la lance, la met en pause, la termine et peut retirer un joueur",
        "Sans compte, on rejoint une partie seulement si son organisateur, avec une offre Pro, Éducation ou Entreprise, invite des joueurs sans compte ; sinon, chacun se connecte",
        "Le multijoueur est encore jeune : des erreurs peuvent survenir, signalez-les-nous",
      ],
    },
    play: {
      title: "Le moteur de jeu et les parties en solo",
      summary: "Les trois formats se jouent de bout en bout dans le navigateur, avec cinq jeux de démonstration.",
      items: [
        "Interface 2D (scènes illustrées), 360° (panoramas) et Classique (pages de contenu et énigmes)",
        "Inventaire, objets à examiner et à combiner, codes, réponses, identifiants et codes à téléverser",
        "Indices avec temps d'attente, pénalité en cas de mauvaise réponse, pause, temps écoulé au choix : arrêter ou continuer",
        "La progression reprend après un rechargement de la page ou une coupure de connexion, pendant 24 heures",
        "Écran de fin avec le temps, les indices, les erreurs et les succès ; succès enregistrés pour les joueurs connectés",
      ],
    },
    accounts: {
      title: "Les comptes",
      summary: "Un compte gratuit pour garder ses succès et organiser des parties.",
      items: [
        "Inscription avec validation par un code à 6 chiffres envoyé par e-mail, connexion, connexion avec Google quand elle est proposée",
        "Récupération du compte par e-mail",
        "Espace personnel : photo de profil, adresse e-mail, mot de passe, préférences de courriel, offre et factures",
      ],
    },
    foundation: {
      title: "Les fondations",
      summary: "La première pierre d'Escaplay : les sites, le catalogue et les pages qui présentent la plateforme.",
      items: [
        "Sept sites dans leur langue : France, Suisse, Belgique, Allemagne, Espagne, Italie et Europe en anglais, choisis d'après l'adresse du site",
        "Le catalogue des jeux avec recherche, filtres, tri et thèmes, et une fiche détaillée pour chaque jeu avec les avis des joueurs",
        "La page d'accueil et ses chiffres de la communauté",
        "Les pages pour les joueurs, les créateurs, les enseignants et les entreprises, le guide de création et ce journal",
        "La saisie d'un code de partie, le bandeau de cookies avec accord explicite et une page d'erreur claire quand un lien est cassé",
      ],
    },
  },
  ctaTitle: "Une idée pour la suite ?",
  ctaText: "Les prochaines versions se construisent avec vos retours. Dites-nous ce qui vous manque.",
};

export default fr;
