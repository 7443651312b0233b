import type fr from "./fr";

const es: typeof fr = {
  write: "Dar tu opinión",
  mine: "Tu opinión",
  login: "Iniciar sesión",
  rejectedBecause: "Motivo de la moderación: {{reason}}",
  status: {
    pending: "Enviada: visible tras la moderación",
    approved: "Publicada",
    rejected: "Rechazada por la moderación",
  },
  done: {
    sent: "¡Gracias! Tu opinión se ha enviado: será visible tras la moderación.",
    edited: "Opinión modificada: vuelve a moderación antes de mostrarse.",
    deleted: "Tu opinión se ha eliminado. Puedes escribir otra.",
  },
  form: {
    rating: "Tu nota (obligatoria)",
    stars: "{{n}} de 5",
    comment: "Comentario (opcional)",
    hint: "{{max}} caracteres como máximo. La moderación lee tu opinión antes de publicarla.",
    bonus: "Tu primera opinión publicada sobre este juego te da 0,05 MB de almacenamiento.",
    guest: "Sin cuenta, tu opinión se firmará «Invitado».",
    send: "Enviar mi opinión",
    update: "Modificar mi opinión",
    delete: "Eliminar mi opinión",
  },
  errors: {
    notPlayed: "Termina una partida de este juego para poder opinar.",
    guestsOff: "Este juego solo acepta opiniones de jugadores con sesión iniciada.",
    own: "No puedes opinar sobre tu propio juego.",
    rating: "Elige una nota de 1 a 5.",
    comment: "El comentario supera los 1000 caracteres.",
    exists: "Ya tienes una opinión sobre este juego: mejor modifícala.",
    notFound: "Este juego ya no acepta opiniones.",
    rateLimited: "Demasiados envíos en poco tiempo: inténtalo de nuevo en unos minutos.",
  },
  pager: {
    label: "Páginas de opiniones",
    newer: "Opiniones más recientes",
    older: "Opiniones más antiguas",
    page: "Página {{n}}",
  },
};

export default es;
