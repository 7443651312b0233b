const fr = {
  signature: "L'équipe Escaplay",
  footer: "Vous recevez ce message parce qu'une action a été faite avec cette adresse sur Escaplay. Si ce n'était pas vous, ignorez-le.",
  verification: {
    subject: "Votre code de validation Escaplay : {{code}}",
    greeting: "Bonjour {{name}},",
    intro: "Voici le code qui active votre compte Escaplay. Saisissez-le sur l'écran de validation :",
    expiry: "Ce code reste valable 30 minutes.",
  },
  reset: {
    subject: "Choisir un nouveau mot de passe Escaplay",
    greeting: "Bonjour {{name}},",
    intro: "Vous avez demandé à récupérer votre compte. Ce lien permet de choisir un nouveau mot de passe :",
    button: "Choisir un nouveau mot de passe",
    expiry: "Le lien ne sert qu'une fois et expire dans une heure. Toutes vos autres sessions seront fermées.",
  },
};

export default fr;
