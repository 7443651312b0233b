const fr = {
  title: "Programme d'affiliation",
  description: "Recommandez Escaplay et touchez 20 % de la première année d'abonnement de chaque client parrainé sur les offres payantes.",
  eyebrow: "Affiliation",
  heroTitle: "Recommandez Escaplay, touchez 20 % de la première année",
  heroText: "Vous parlez d'escape games, de pédagogie ou d'animation d'équipe ? Partagez votre lien personnel : pour chaque abonnement payant qu'il génère, vous recevez une commission.",
  ctaApply: "Devenir affilié",
  whoTitle: "Qui peut devenir affilié ?",
  whoIntro: "Toute personne ou structure qui s'adresse à un public intéressé par le jeu, l'apprentissage ou la cohésion d'équipe.",
  who: [
    { title: "Créateurs de jeux", text: "Vous publiez déjà sur Escaplay ? Vos joueurs deviendront peut-être créateurs à leur tour." },
    { title: "Blogueurs et vidéastes", text: "Chaînes, podcasts, blogs et newsletters sur les jeux de société, les énigmes ou le numérique éducatif." },
    { title: "Formateurs et enseignants", text: "Vous animez des ateliers ou partagez vos ressources pédagogiques avec d'autres enseignants." },
    { title: "Agences et consultants", text: "Événementiel, ressources humaines, formation : vous conseillez des entreprises sur leurs outils." },
  ],
  howTitle: "Comment ça marche",
  how: [
    { title: "Présentez-vous", text: "Écrivez-nous depuis la page de contact : qui vous êtes, votre public, où vous comptez parler d'Escaplay." },
    { title: "Recevez votre lien", text: "Après validation, nous vous envoyons votre lien de parrainage personnel et le contrat d'affiliation." },
    { title: "Partagez", text: "Article, vidéo, atelier, newsletter : glissez votre lien là où votre public vous suit déjà." },
    { title: "Touchez votre commission", text: "Pour chaque client qui souscrit une offre payante par votre lien, vous recevez 20 % du montant payé sur sa première année." },
  ],
  exampleTitle: "Un exemple concret",
  example: "Une entreprise que vous avez recommandée souscrit l'offre Entreprise, facturée {{price}} par an : vous touchez {{commission}}.",
  rulesTitle: "Les règles du programme",
  rules: [
    "La commission porte sur les offres payantes Pro et Entreprise ; les offres à tarif réduit (Éducation, offre enseignant) n'y ouvrent pas droit.",
    "Un client est rattaché à votre lien s'il s'abonne dans les 30 jours qui suivent son premier clic.",
    "La commission est due une fois le paiement encaissé et le délai de rétractation de 14 jours écoulé ; un abonnement remboursé l'annule.",
    "Pas d'auto-parrainage : vos propres comptes et ceux de votre organisation n'ouvrent pas droit à commission.",
    "Pas de publicité payante sur le nom « Escaplay », pas d'envoi massif non sollicité, pas de promesse que nous ne tenons pas.",
    "Signalez clairement à votre public qu'il s'agit d'un lien d'affiliation.",
  ],
  faqTitle: "Questions fréquentes",
  faq: [
    { q: "L'inscription est-elle payante ?", a: "Non. Rejoindre le programme est gratuit et sans engagement ; vous pouvez en sortir à tout moment." },
    { q: "Faut-il un compte Escaplay ?", a: "Oui, un compte gratuit suffit : il nous permet de rattacher votre lien à votre profil." },
    { q: "Comment suis-je payé ?", a: "Par virement bancaire. Le contrat d'affiliation, envoyé à l'inscription, précise la fréquence des versements et les justificatifs demandés selon votre statut." },
  ],
  ctaTitle: "Envie de nous recommander ?",
  ctaText: "Présentez-vous en quelques lignes : nous répondons à chaque candidature.",
};

export default fr;
