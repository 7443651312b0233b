import type fr from "./fr";

const es: typeof fr = {
  title: "Escape games en línea para jugar y crear",
  heroTitle: "Juega, crea y comparte escape games en línea",
  heroText: "Solo, en familia, con amigos, en clase o en equipo: resuelve enigmas en escenas ilustradas, panoramas de 360° o juegos clásicos, ante la misma pantalla o a distancia con un código. Y crea los tuyos en el estudio, sin escribir una línea de código.",
  ctaPlay: "Encontrar un juego",
  ctaCreate: "El estudio de creación",
  ctaCode: "Tengo un código de partida",
  heroAlt: "Una sala misteriosa con un cofre, un reloj y un mapa del tesoro",
  statsTitle: "La comunidad en cifras",
  statsPlayed: "partidas jugadas",
  statsOnline: "juegos en línea",
  statsProjects: "proyectos creados",
  statsReviews: "opiniones de jugadores",
  typesTitle: "Tres formas de jugar",
  types: [
    { key: "interface", text: "Escenas ilustradas de point-and-click: zonas que registrar, objetos que recoger, examinar y combinar." },
    { key: "360", text: "Panoramas inmersivos en los que hay que mirar a todas partes para encontrar las pistas ocultas." },
    { key: "classic", text: "Contenidos y enigmas encadenados: códigos, respuestas, credenciales que descubrir. Ideal en clase." },
  ],
  audiencesTitle: "¿Para quién?",
  audiences: [
    { to: "/letsplay", title: "Jugadores", text: "Juegos gratuitos para jugar solo, juntos en una misma pantalla o a distancia con un código." },
    { to: "/education", title: "Docentes", text: "Escape games para jugar en clase, en grupo ante una pantalla o cada uno en la suya con un código, y el estudio para crear los tuyos y reservarlos a tus alumnos con el uso compartido privado." },
    { to: "/business", title: "Empresas", text: "Team building a distancia con un simple código, y el estudio para crear tus propios juegos, y tus juegos de marca blanca en tu propio dominio." },
    { to: "/creator", title: "Creadores", text: "El estudio está abierto: un editor para cada formato, para construir tu juego, probarlo, publicarlo y compartirlo." },
  ],
  gamesTitle: "Los juegos del momento",
  seeAll: "Ver todos los juegos",
};

export default es;
