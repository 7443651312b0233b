import type fr from "./fr";

const es: typeof fr = {
  code: {
    title: "Introducir un código de partida",
    description: "Únase a una partida multijugador de escape game con el código numérico del organizador.",
    intro: "El organizador de una partida multijugador le da un código numérico. Introdúzcalo aquí para unirse a los demás jugadores.",
    noCode: "¿No tiene código? Elija un juego y juegue ahora mismo en solitario.",
    browse: "Explorar los juegos",
  },
  share: {
    title: "Enlace para compartir",
    description: "Abra un juego que su creador ha compartido con usted.",
    intro: "¿Un creador le ha enviado un enlace para compartir? Péguelo aquí o introduzca el código que sigue a /sh/ en la dirección.",
    label: "Enlace o código para compartir",
    submit: "Abrir el juego",
    notFound: "Este enlace para compartir no lleva a ningún juego. Compruébelo con la persona que se lo envió.",
  },
  auth: {
    connectTitle: "Iniciar sesión",
    joinTitle: "Registrarse",
    resetTitle: "Recuperar mi cuenta",
    description: "Su cuenta de Escaplay: crear juegos, guardar sus logros y organizar partidas multijugador.",
    opening: "Las cuentas de Escaplay se abrirán con la próxima versión del sitio.",
    meanwhile: "Mientras tanto, todos los juegos públicos se pueden jugar sin cuenta, en solitario o entre varios frente a la misma pantalla.",
    features: "Con una cuenta podrá:",
    list: ["crear y publicar sus escape games", "guardar su progreso y sus logros", "organizar partidas multijugador con un código", "opinar sobre los juegos que haya terminado"],
    play: "Jugar sin cuenta",
    back: "Después de iniciar sesión, volverá a: {{path}}",
  },
  quit: {
    title: "Cerrar sesión",
  },
  account: {
    title: "Mi cuenta",
    invoices: "Mis facturas",
    mail: "Dirección de correo electrónico",
    newsletter: "Boletín informativo",
    proSuccess: "Bienvenido al plan Pro",
    results: "Resultados del juego",
    progress: "Progreso de los jugadores",
    session: "Detalle de la partida",
    text: "Este espacio reúne su perfil, sus preferencias, su suscripción y los resultados de sus juegos. Se irá completando con la apertura de las cuentas.",
  },
  play: {
    title: "Jugar a {{title}}",
    privateTitle: "Juego privado: {{title}}",
    session: "Partida n.º {{session}}",
    joining: "Se está uniendo a la partida n.º {{session}}.",
    coming: "El reproductor de juegos llega con la próxima versión de Escaplay: aquí es donde jugará a este juego, en solitario o con el código de su partida.",
    tips: "Mientras tanto, tenga a mano papel y lápiz: le harán falta.",
    details: "Ver la ficha del juego",
    demo: "Demostración de un juego privado de Interfaz 2D",
  },
  studio: {
    title: "Estudio de creación",
    testTitle: "Probar mi juego",
    text: "El estudio llegará en una próxima versión: allí construirá sus escenas 2D, sus panoramas de 360° y sus juegos clásicos, y después los probará aquí antes de publicarlos.",
    project: "Proyecto: {{id}}",
    newProject: "Nuevo proyecto",
    learn: "Aprender a crear un escape game",
    types: { project: "Clásico", project2D: "Interfaz 2D", project360: "360°" },
  },
};

export default es;
