import type fr from "./fr";

const es: typeof fr = {
  title: "Escaplay cumple un año",
  description: "Un año de enigmas, partidas y creaciones: las cifras de la comunidad de Escaplay, los grandes momentos del año y nuestro agradecimiento.",
  eyebrow: "Aniversario",
  heroTitle: "Un año de enigmas: ¡gracias!",
  heroText: "Hace un año, Escaplay abrió sus puertas con una idea sencilla: que cualquiera, desde cualquier lugar, pudiera jugar y crear escape rooms. Esto es lo que habéis hecho con ella.",
  ctaPlay: "Jugar una partida para celebrarlo",
  ctaCreate: "Crear mi juego",
  figuresTitle: "El año en cifras",
  figuresIntro: "Estas cifras se calculan en directo a partir de la plataforma.",
  statsPlayed: "partidas jugadas",
  statsOnline: "juegos publicados",
  statsProjects: "proyectos creados",
  statsReviews: "reseñas de jugadores",
  milestonesTitle: "Los grandes momentos",
  milestones: [
    { when: "El comienzo", title: "Se abren las puertas", text: "Los primeros creadores publican sus juegos, los primeros jugadores se atascan en ellos y nos envían sus opiniones." },
    { when: "Tres formatos", title: "Interfaz 2D, 360° y Clásico", text: "El motor de juego da vida a tres formatos en el navegador: escenas ilustradas, panoramas inmersivos y recorridos de enigmas. El estudio para crearlos está en preparación." },
    { when: "En clase", title: "El profesorado se apunta", text: "Repasos, visitas virtuales, investigaciones en otro idioma: nace el plan Educación para docentes y asociaciones." },
    { when: "En equipo", title: "Las empresas también juegan", text: "Team building a distancia, formación, contenidos interactivos de marca blanca en su propio dominio." },
    { when: "Siete sitios", title: "Escaplay habla seis idiomas", text: "Francia, Suiza, Bélgica, Alemania, España, Italia y Europa: cada cual juega y crea en su idioma." },
  ],
  thanksTitle: "Gracias a vosotros",
  thanks: [
    { title: "A los jugadores", text: "Por cada partida, cada reseña, cada «¡una pista más!». Sois la razón de ser de la plataforma." },
    { title: "A los primeros probadores", text: "Por las partidas de prueba, los enigmas resueltos demasiado rápido o nunca, y cada comentario que ha hecho avanzar la plataforma." },
    { title: "A docentes y asociaciones", text: "Por llevar el escape room al aula y decirnos sin rodeos lo que funcionaba y lo que no." },
    { title: "A quienes nos escribís", text: "Avisos, ideas, ánimos: cada mensaje ha contado en las decisiones de este año." },
  ],
  nextTitle: "¿Y ahora qué?",
  nextText: "El segundo año empieza con grandes proyectos: el estudio de creación, crear entre varios y la comunidad (reseñas, colecciones). Las cuentas, las partidas en solitario y el multijugador con código ya están aquí: sigue lo que viene en las notas de versión.",
  nextLink: "Ver las novedades",
  ctaTitle: "¿Soplamos la vela juntos?",
  ctaText: "La mejor forma de celebrar un escape room es jugarlo. O crear uno.",
};

export default es;
