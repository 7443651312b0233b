const fr = {
  title: "Créateur de QR code gratuit",
  description:
    "Créez gratuitement un QR code pour un lien ou un texte, choisissez sa taille, sa couleur et sa correction d'erreur, puis téléchargez-le en SVG ou en PNG.",
  heroTitle: "Créateur de QR code",
  heroText:
    "Transformez un lien ou un texte en QR code à imprimer : idéal pour cacher un indice dans une salle, afficher le code d'une partie en classe ou inviter vos joueurs. Gratuit, sans inscription et sans filigrane.",
  formTitle: "Votre QR code",
  text: "Texte ou adresse web",
  textHint: "{{n}} caractères sur {{max}} au maximum.",
  size: "Taille de l'image",
  sizeOption: "{{n}} × {{n}} pixels",
  ecc: "Correction d'erreur",
  eccHint: "Plus elle est élevée, mieux le code se lit s'il est abîmé ou partiellement caché, mais plus il est dense.",
  levels: {
    L: "L – faible (7 %)",
    M: "M – moyenne (15 %)",
    Q: "Q – élevée (25 %)",
    H: "H – maximale (30 %)",
  },
  color: "Couleur du motif",
  submit: "Mettre à jour le QR code",
  liveNote: "L'aperçu se met à jour pendant que vous tapez.",
  previewTitle: "Aperçu",
  previewAlt: "QR code qui mène à : {{text}}",
  empty: "Saisissez un texte ou une adresse pour voir votre QR code.",
  tooLong: "Ce texte est trop long pour un QR code : raccourcissez-le à {{max}} caractères au plus, ou baissez la correction d'erreur.",
  lowContrast: "Cette couleur est trop claire : beaucoup de téléphones n'arriveront pas à lire le code. Choisissez une teinte plus foncée.",
  downloadSvg: "Télécharger en SVG",
  downloadPng: "Télécharger en PNG",
  downloadHint: "Le SVG reste net à toutes les tailles, parfait pour l'impression. Le PNG fait {{n}} × {{n}} pixels.",
  privacy: "Rien n'est enregistré : le code est calculé à la volée et n'est pas conservé sur nos serveurs.",
  ideasTitle: "Des QR codes dans vos escape games",
  ideas: [
    {
      title: "Un indice caché",
      text: "Imprimez un QR code qui mène à une image, un son ou un texte, et glissez-le sous un tiroir ou derrière un cadre.",
    },
    {
      title: "Rejoindre la partie",
      text: "Affichez au tableau un QR code vers la page Code : vos élèves rejoignent la session multijoueur en un instant.",
    },
    {
      title: "Le mot de passe final",
      text: "Encodez un texte plutôt qu'un lien : le QR code devient lui-même une énigme à scanner pour trouver la réponse.",
    },
  ],
};

export default fr;
