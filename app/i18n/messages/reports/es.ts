import type fr from "./fr";

const es: typeof fr = {
  title: "Denunciar este juego",
  intro: "¿Contenido inapropiado o un juego que no se puede jugar? Describe lo que viste: la moderación examina cada denuncia.",
  login: "Inicia sesión para denunciar este juego.",
  reason: "Motivo (obligatorio)",
  choose: "Elige un motivo",
  description: "Descripción de los hechos (obligatoria)",
  hint: "De {{min}} a {{max}} caracteres: qué falla y en qué parte del juego.",
  send: "Enviar la denuncia",
  done: "Gracias: tu denuncia se ha enviado a la moderación.",
  handled: "La moderación ya ha tratado tu denuncia anterior de este juego.",
  reasons: {
    unplayable: "Juego injugable o roto",
    sexual: "Contenido sexual",
    violent: "Contenido violento o impactante",
    hateful: "Contenido de odio o discriminatorio",
    harassment: "Acoso o intimidación",
    dangerous: "Actos peligrosos",
    child_abuse: "Maltrato infantil",
    spam: "Spam o contenido engañoso",
  },
  errors: {
    login: "Inicia sesión para denunciar este juego.",
    reason: "Elige el motivo de la denuncia.",
    description: "Describe los hechos en {{min}} a {{max}} caracteres.",
    open: "Ya has denunciado este juego: la moderación está examinando tu denuncia.",
    notFound: "Este juego ya no está disponible.",
    rateLimited: "Demasiadas denuncias en poco tiempo: inténtalo más tarde.",
  },
};

export default es;
