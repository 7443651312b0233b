import type fr from "./fr";

const es: typeof fr = {
  title: "Perfil de {{name}}",
  description: "Los escape games y las partidas de {{name}} en Escaplay.",
  tabs: "Secciones del perfil",
  overview: "Perfil",
  games: "Juegos",
  parties: "Partidas",
  memberSince: "Miembro desde {{date}}",
  badges: { pro: "Pro", education: "Educación", company: "Empresa" },
  creator: "Creador",
  player: "Jugador",
  gamesTitle: "Juegos publicados",
  gamesCount: "{{n}} juego(s) publicado(s)",
  noGames: "{{name}} todavía no ha publicado ningún juego.",
  partiesTitle: "Partidas organizadas",
  noParties: "{{name}} todavía no ha organizado ninguna partida pública.",
  bio: "Presentación",
  noBio: "{{name}} todavía no ha escrito su presentación.",
  avatarAlt: "Avatar de {{name}}",
};

export default es;
