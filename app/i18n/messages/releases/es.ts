import type fr from "./fr";

const es: typeof fr = {
  title: "Novedades",
  description: "Las notas de versión de Escaplay: lo que ha llegado a la plataforma, versión tras versión, y lo que viene después.",
  eyebrow: "Notas de versión",
  heroTitle: "Las novedades de Escaplay",
  heroText: "Cada versión, lo que trae y lo que preparamos a continuación. Preferimos anunciar lo que está listo antes que prometer fechas.",
  ctaContact: "Sugerir una idea",
  upcomingTitle: "En preparación",
  upcomingIntro: "Los próximos pasos, en el orden en que trabajamos en ellos. Todavía no están disponibles.",
  upcoming: [
    { title: "El estudio de creación", text: "Los tres editores (Interfaz 2D, 360° y Clásico) para crear tus propios juegos: salas, objetos, recetas, enigmas, pistas y logros, para editar el contenido de tus proyectos." },
    { title: "Crear entre varios", text: "Invitar a colaboradores a un proyecto y editarlo juntos, en directo." },
    { title: "La comunidad", text: "Escribir una opinión después de jugar, denunciar un juego, presentar tu perfil público, agrupar juegos en colecciones de capítulos." },
  ],
  releasedTitle: "Versiones publicadas",
  notes: {
    multi: {
      title: "El multijugador con código",
      summary: "Jugar juntos a distancia, cada uno en su pantalla, en la misma partida.",
      items: [
        "Una persona con la sesión iniciada crea una partida a distancia desde la pantalla de inicio de un juego multijugador y elige cuántos jugadores hacen falta para empezar y el máximo",
        "Los jugadores se unen con su código de nueve cifras (página «Introducir un código»), su enlace o su código QR",
        "Una sala de espera con la lista de jugadores y después una partida común: mismo decorado, mismo inventario, chat, mensajes rápidos y «Mostrar a los demás»",
        "Quien crea la partida la inicia, la pausa, la termina y puede retirar a un jugador",
        "Sin cuenta solo te unes a una partida si quien la organiza, con un plan Pro, Educación o Empresa, invita a jugadores sin cuenta; si no, todos inician sesión",
        "El multijugador todavía es joven: pueden aparecer errores, avísanos",
      ],
    },
    play: {
      title: "El motor de juego y las partidas en solitario",
      summary: "Los tres formatos se juegan de principio a fin en el navegador, con cinco juegos de demostración.",
      items: [
        "Interfaz 2D (escenas ilustradas), 360° (panoramas) y Clásico (páginas de contenido y enigmas)",
        "Inventario, objetos para examinar y combinar, códigos, respuestas, identificadores y códigos para subir",
        "Pistas con tiempo de espera, penalización por respuesta incorrecta, pausa y, cuando se acaba el tiempo, la elección de parar o seguir",
        "El progreso se retoma tras recargar la página o perder la conexión, durante 24 horas",
        "Pantalla final con el tiempo, las pistas, los errores y los logros; los logros se guardan para los jugadores con sesión iniciada",
      ],
    },
    accounts: {
      title: "Las cuentas",
      summary: "Una cuenta gratuita para conservar tus logros y organizar partidas.",
      items: [
        "Registro validado con un código de 6 cifras enviado por correo electrónico, inicio de sesión e inicio de sesión con Google cuando se ofrece",
        "Recuperación de la cuenta por correo electrónico",
        "Espacio personal: foto de perfil, correo electrónico, contraseña, preferencias de correo, plan y facturas",
      ],
    },
    foundation: {
      title: "Los cimientos",
      summary: "La primera piedra de Escaplay: los sitios, el catálogo y las páginas que presentan la plataforma.",
      items: [
        "Siete sitios en su idioma: Francia, Suiza, Bélgica, Alemania, España, Italia y Europa en inglés, elegidos según la dirección del sitio",
        "El catálogo de juegos con búsqueda, filtros, orden y temáticas, y una ficha detallada de cada juego con las opiniones de los jugadores",
        "La página de inicio con las cifras de la comunidad",
        "Las páginas para jugadores, creadores, docentes y empresas, la guía de creación y estas notas",
        "La introducción de un código de partida, un aviso de cookies con consentimiento explícito y una página de error clara cuando un enlace está roto",
      ],
    },
  },
  ctaTitle: "¿Una idea para lo que viene?",
  ctaText: "Las próximas versiones se construyen con tus opiniones. Cuéntanos qué echas en falta.",
};

export default es;
