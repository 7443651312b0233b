import type fr from "./fr";

const es: typeof fr = {
  title: "Moderación",
  intro: "Las opiniones pendientes, de la más antigua a la más reciente, y después los juegos denunciados. Nunca decides sobre tu propio contenido.",
  catalogue: "Volver al catálogo",
  reviewsTitle: "Opiniones pendientes ({{n}})",
  noReviews: "No hay opiniones pendientes.",
  guest: "Invitado",
  rating: "{{n}} de 5",
  edited: "modificada",
  noComment: "Sin comentario.",
  own: "Es tu opinión: otro moderador decidirá.",
  approve: "Aprobar",
  reject: "Rechazar",
  rejectReason: "Motivo del rechazo",
  rejectHint: "El motivo es obligatorio: el autor lo leerá en la página del juego y por correo.",
  reasons: {
    offTopic: "Fuera de tema: la opinión no habla del juego",
    abusive: "Palabras insultantes o irrespetuosas",
    personal: "Datos personales",
    spoiler: "Revela las soluciones del juego",
    advertising: "Publicidad o enlace promocional",
  },
  reportsTitle: "Juegos denunciados ({{n}})",
  noReports: "No hay denuncias abiertas.",
  ownGame: "Es tu juego: otro moderador decidirá.",
  hideNote: "Nota para el creador (obligatoria para ocultar)",
  hide: "Ocultar el juego",
  dismiss: "Archivar sin más",
  done: {
    approve: "Opinión aprobada: ya se ve en la página del juego.",
    reject: "Opinión rechazada: se ha informado a su autor.",
    hide: "Juego ocultado: se ha informado a su creador.",
    dismiss: "Denuncias archivadas.",
  },
  errors: {
    own: "No puedes decidir sobre tu propio contenido.",
    gone: "Este elemento ya se ha tratado.",
    reason: "Indica el motivo del rechazo.",
    note: "Escribe una nota para el creador antes de ocultar el juego.",
  },
  mail: {
    rejected: {
      subject: "Tu opinión sobre «{{title}}» no se ha publicado",
      greeting: "Hola, {{name}}:",
      intro: "La moderación no ha publicado tu opinión sobre el juego «{{title}}».",
      reason: "Motivo: {{reason}}",
      button: "Ver mi opinión",
      after: "Puedes modificarla desde la página del juego: volverá a moderación.",
    },
    hidden: {
      subject: "Tu juego «{{title}}» se ha ocultado",
      greeting: "Hola, {{name}}:",
      intro: "Tras varias denuncias, la moderación ha ocultado tu juego «{{title}}»: ya no aparece en el catálogo y su página ya no está disponible.",
      reason: "Motivo: {{reason}}",
      button: "Abrir mis proyectos",
      after: "Para impugnar esta decisión, escribe al soporte desde la página de contacto.",
    },
  },
};

export default es;
