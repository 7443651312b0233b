import type fr from "./fr";

const es: typeof fr = {
  generic: { title: "Se ha producido un error", text: "No se ha podido abrir el juego. Vuelva a intentarlo o elija otro juego." },
  backToGames: "Volver a los juegos",
  login: "Iniciar sesión",
  plans: "Ver los planes",
  validate: "Validar mi cuenta",
  player: "Jugador",
  unavailable: "El juego no está disponible en este momento. Vuelva a intentarlo dentro de unos minutos.",
  testPlay: {
    noDraft: "Este proyecto todavía no tiene ningún juego guardado: guárdelo en el editor y vuelva para probarlo.",
    notJson: "No se puede leer el juego guardado de este proyecto: ábralo en el editor y vuelva a guardarlo.",
    wrongType: "El juego guardado no es del mismo tipo que este proyecto: corrija su tipo en el editor.",
  },
  // Tickets to a project's room (the editors ask for one before they connect).
  projectRoom: {
    "sign-in": "Inicia sesión para abrir este proyecto en el editor.",
    "not-found": "Este proyecto no existe o ha sido eliminado.",
    "not-yours": "Este proyecto pertenece a otro creador: solo su propietario y sus colaboradores pueden modificarlo.",
    unavailable: "El editor no está disponible en este momento. Vuelve a intentarlo en unos minutos.",
    "invalid-request": "Esta solicitud para abrir un proyecto está incompleta. Recarga la página y vuelve a intentarlo.",
    "method-not-allowed": "Esta dirección solo se usa desde el editor.",
    "cross-site": "Este proyecto solo puede abrirse desde el sitio donde se creó.",
  },
  errors: {
    "pro-required": { title: "Compartir en privado: solo para creadores Pro", text: "Para compartir este juego en privado, su creador necesita un plan Pro. Avísele: en cuanto se pase a Pro, su enlace funcionará." },
    "not-found": { title: "Juego no encontrado", text: "Este juego no existe o su creador lo ha eliminado." },
    "not-private": { title: "Este juego no está disponible en privado", text: "Este juego no se comparte en privado. Búsquelo en el catálogo público." },
    "account-only": { title: "Juego reservado a miembros", text: "El creador de este juego lo reserva a los jugadores que han iniciado sesión con una cuenta." },
    "key-only": { title: "Se necesita una clave de activación", text: "Este juego solo se puede jugar con una clave de activación proporcionada por su creador." },
    "missing-resources": { title: "Faltan recursos", text: "No se encuentran algunas imágenes o sonidos de este juego, por lo que no se puede jugar correctamente. Los recursos que faltan pueden empeorar la calidad del juego." },
    gone: { title: "Esta página de juego ya no está disponible", text: "El creador ha retirado la publicación de este juego." },
    "mail-preferences": { title: "Preferencias no guardadas", text: "Se ha producido un error al cambiar sus preferencias de correo electrónico. Vuelva a intentarlo en un momento." },
    "solo-unavailable": { title: "Modo en solitario no disponible", text: "Este juego no se puede jugar en solitario: cree una partida multijugador o únase a una." },
    "multi-unavailable": { title: "Modo multijugador no disponible", text: "Este juego no se puede jugar a distancia con otras personas: juéguelo en solitario, o entre varios frente a la misma pantalla." },
    "account-needed": { title: "Se necesita una cuenta", text: "Para realizar esta acción debe iniciar sesión con una cuenta. Crear una cuenta es gratis." },
    "wrong-key": { title: "Clave de activación incorrecta", text: "Esta clave de activación no corresponde a este juego. Compruébela con su creador y vuelva a intentarlo." },
    "session-expired": { title: "Partida caducada", text: "Esta partida ya no se puede reanudar: ha terminado o es demasiado antigua. Empiece una nueva partida." },
    "rate-limited": { title: "Demasiadas partidas iniciadas", text: "Ha iniciado muchas partidas en poco tiempo. Espere unos minutos y vuelva a intentarlo." },
    "verify-account": { title: "Valide su cuenta", text: "Valide primero su cuenta con el código recibido por correo electrónico: podrá iniciar juegos y unirse a partidas una vez validada." },
    "guests-pro-only": { title: "Invitados solo con una oferta Pro", text: "Invitar a jugadores sin cuenta está reservado a las ofertas Pro, Educación y Empresa. Cree la partida sin invitados o pase a una oferta Pro." },
    "guests-not-invited": { title: "Partida reservada a jugadores con cuenta", text: "Solo quien organiza con un plan Pro, Educación o Empresa puede invitar a jugadores sin cuenta, y no lo ha hecho en esta partida. Inicia sesión o crea una cuenta gratuita para unirte." },
    "bad-players": { title: "Número de jugadores no válido", text: "Elija un mínimo y un máximo de jugadores dentro de los límites del juego, sin que el mínimo supere el máximo." },
    "nickname-needed": { title: "Se necesita un apodo", text: "Elija un apodo para que los demás jugadores le reconozcan y luego únase a la partida." },
    "session-full": { title: "Partida completa", text: "Esta partida ha alcanzado su número máximo de jugadores. Pida a su creador que abra otra." },
    removed: { title: "Le han retirado de la partida", text: "El creador de esta partida le ha retirado: ya no puede volver a unirse." },
    "draft-invalid": { title: "Borrador por corregir", text: "El borrador ha cambiado desde que se abrió esta página y ya no se puede probar: recargue la página para ver qué hay que corregir." },
  },
};

export default es;
