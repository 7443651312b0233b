import type fr from "./fr";

const es: typeof fr = {
  title: "Novedades",
  description: "Las notas de versión de Escaplay: lo que acaba de llegar a la plataforma y lo que viene después.",
  eyebrow: "Notas de versión",
  heroTitle: "Las novedades de Escaplay",
  heroText: "Cada versión, lo que trae y lo que preparamos a continuación. Preferimos anunciar lo que está listo antes que prometer fechas.",
  ctaContact: "Sugerir una idea",
  upcomingTitle: "En preparación",
  upcomingIntro: "Los próximos pasos, en el orden en que trabajamos en ellos. Todavía no están disponibles.",
  upcoming: [
    { title: "Las cuentas", text: "Registro, inicio de sesión, validación con un código de 6 caracteres enviado por correo, recuperación de contraseña y un espacio personal con perfil público." },
    { title: "El motor de juego y las partidas individuales", text: "Los tres formatos jugables de principio a fin: inventario, recetas, enigmas, pistas con tiempo de espera, logros, pantallas finales y, después, reseñas de los jugadores." },
    { title: "El multijugador por código", text: "Sesiones a distancia a las que se accede con un código numérico, un enlace o un código QR, con la lista de jugadores y un número mínimo y máximo de participantes." },
  ],
  releasedTitle: "Versiones publicadas",
  notes: {
    foundation: {
      title: "Los cimientos",
      summary: "La primera piedra de Escaplay: los sitios, el catálogo y las páginas que presentan la plataforma.",
      items: [
        "Siete sitios en su idioma: Francia, Suiza, Bélgica, Alemania, España, Italia y Europa en inglés, elegidos según la dirección del sitio",
        "El catálogo de juegos con búsqueda, filtros, orden y temáticas, y una ficha detallada de cada juego",
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
