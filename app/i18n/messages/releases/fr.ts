const fr = {
  title: "Nouveautés",
  description: "Les notes de version d'Escaplay : ce qui vient d'arriver sur la plateforme et ce qui arrive ensuite.",
  eyebrow: "Journal des versions",
  heroTitle: "Les nouveautés d'Escaplay",
  heroText: "Chaque version, ce qu'elle apporte et ce que nous préparons ensuite. Nous préférons annoncer ce qui est prêt plutôt que promettre des dates.",
  ctaContact: "Suggérer une idée",
  upcomingTitle: "En préparation",
  upcomingIntro: "Les prochaines étapes, dans l'ordre où nous y travaillons. Elles ne sont pas encore disponibles.",
  upcoming: [
    { title: "Les comptes", text: "Inscription, connexion, validation par un code à 6 caractères envoyé par e-mail, récupération du mot de passe et espace personnel avec profil public." },
    { title: "Le moteur de jeu et les parties en solo", text: "Les trois formats jouables de bout en bout : inventaire, recettes, énigmes, indices avec temps d'attente, succès, écrans de fin, puis avis des joueurs." },
    { title: "Le multijoueur par code", text: "Des sessions à distance que l'on rejoint avec un code numérique, un lien ou un QR code, avec la liste des joueurs et un nombre minimal et maximal de participants." },
  ],
  releasedTitle: "Versions publiées",
  notes: {
    foundation: {
      title: "Les fondations",
      summary: "La première pierre d'Escaplay : les sites, le catalogue et les pages qui présentent la plateforme.",
      items: [
        "Sept sites dans leur langue : France, Suisse, Belgique, Allemagne, Espagne, Italie et Europe en anglais, choisis d'après l'adresse du site",
        "Le catalogue des jeux avec recherche, filtres, tri et thèmes, et une fiche détaillée pour chaque jeu",
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
