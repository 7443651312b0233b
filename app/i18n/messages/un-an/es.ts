import type fr from "./fr";

const es: typeof fr = {
  title: "El primer aniversario de Escaplay",
  description: "Escaplay abrió en marzo de 2026: la cuenta atrás hasta su primer aniversario, las cifras de la plataforma hasta hoy, las versiones publicadas y las que llegan.",
  eyebrow: "Primer aniversario",
  ctaPlay: "Jugar una partida",
  ctaCreate: "Crear mi juego",
  figuresTitle: "Hasta hoy",
  figuresIntro: "Desde la apertura, el {{launch}}. Estas cifras se calculan en directo a partir de la plataforma.",
  statsPlayed: "partidas jugadas",
  statsOnline: "juegos publicados",
  statsProjects: "proyectos creados",
  statsReviews: "reseñas de jugadores",
  milestonesTitle: "Versiones publicadas",
  nextIntro: "Los próximos pasos, en el orden en que trabajamos en ellos. Todavía no están disponibles.",
  nextLink: "Todas las novedades",
  ctaText: "La mejor manera de celebrar un escape game es jugarlo. O crear uno.",
  coming: {
    heroTitle: "Pronto un año",
    heroText: "Escaplay abrió el {{launch}}. Su primer aniversario es el {{date}}, {{when}}: aquí está, sin inventar nada, lo que ya existe y lo que el año aún debe traer.",
    nextTitle: "Hasta el primer aniversario y después",
    ctaTitle: "¿Jugamos mientras llega la vela?",
  },
  reached: {
    heroTitle: "Escaplay cumple un año",
    heroText: "Escaplay abrió el {{launch}} y celebra su primer aniversario desde el {{date}}: este es su primer año, versión a versión.",
    nextTitle: "¿Y ahora?",
    ctaTitle: "¿Soplamos la vela juntos?",
  },
};

export default es;
