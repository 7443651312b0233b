const fr = {
  signature: "L'équipe Escaplay",
  footer: "Vous recevez ce message parce qu'une action a été faite avec cette adresse sur Escaplay. Si ce n'était pas vous, ignorez-le.",
  verification: {
    subject: "Votre code de validation Escaplay : {{code}}",
    greeting: "Bonjour {{name}},",
    intro: "Voici le code qui active votre compte Escaplay. Saisissez-le sur l'écran de validation :",
    expiry: "Ce code reste valable 30 minutes.",
  },
  emailChange: {
    subject: "Confirmez votre nouvelle adresse Escaplay : {{code}}",
    greeting: "Bonjour {{name}},",
    intro: "Vous avez demandé à utiliser cette adresse pour votre compte Escaplay. Saisissez ce code sur la page de votre compte pour confirmer le changement :",
    expiry: "Ce code reste valable 24 heures. Tant qu'il n'est pas saisi, votre compte garde son adresse actuelle.",
  },
  emailChangeRequested: {
    subject: "Changement d'adresse e-mail demandé sur votre compte Escaplay",
    greeting: "Bonjour {{name}},",
    intro: "Quelqu'un a demandé à remplacer l'adresse e-mail de votre compte Escaplay par {{email}}. Un code a été envoyé à cette nouvelle adresse ; le changement n'aura lieu qu'une fois ce code saisi.",
    notYou: "Si c'est vous, vous n'avez rien d'autre à faire. Sinon, changez votre mot de passe et annulez ce changement depuis votre compte :",
    button: "Ouvrir mon compte",
    after: "D'ici là, cette adresse reste celle de votre compte : c'est avec elle que vous vous connectez.",
  },
  emailChanged: {
    subject: "L'adresse e-mail de votre compte Escaplay a changé",
    greeting: "Bonjour {{name}},",
    intro: "L'adresse e-mail de votre compte Escaplay est désormais {{email}}. Vous vous connectez avec elle, et nos messages y seront envoyés.",
    notYou: "Si vous n'êtes pas à l'origine de ce changement, écrivez-nous sans attendre :",
    button: "Contacter Escaplay",
    after: "C'est le dernier message de votre compte envoyé à cette adresse.",
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
