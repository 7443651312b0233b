const fr = {
  title: "Studio de création",
  fields: {
    required: "Ce champ est obligatoire.",
    notNumber: "Entrez un nombre.",
    wholeNumber: "Entrez un nombre entier.",
    range: "Entrez un nombre entre {{min}} et {{max}}.",
    uploadFailed: "Le fichier n'a pas pu être envoyé. Vérifiez la connexion et réessayez.",
    noFile: "Aucun fichier",
    chooseFile: "Choisir un fichier…",
    orLink: "Ou une adresse https",
    uploading: "Envoi…",
    upload: "Envoyer un fichier",
    badLink: "Entrez une adresse qui commence par https:// (sans espace ni guillemet).",
  },
};

export default fr;
