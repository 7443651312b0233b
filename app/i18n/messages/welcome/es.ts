import type fr from "./fr";

const es: typeof fr = {
  title: "Bienvenida",
  description: "Tus primeros pasos en Escaplay: perfil, primera partida, partida a distancia y código.",
  heroTitle: "¡Te damos la bienvenida a Escaplay, {{name}}!",
  heroText: "Tu cuenta está validada. Aquí tienes cuatro primeros pasos para aprovecharla desde ya: tú eliges por dónde empezar.",
  stepsTitle: "Tus primeros pasos",
  steps: [
    { title: "Completa tu perfil", text: "Añade una foto, una presentación y tus redes sociales: aparecen en tu perfil público, junto a tus juegos publicados y tus logros.", action: "Mi cuenta" },
    { title: "Juega una primera partida", text: "Nada como una partida para descubrir las mecánicas: elige un juego fácil del catálogo. Tus logros se guardan en tu cuenta.", action: "Ver los juegos" },
    { title: "Organiza una partida a distancia", text: "Elige un juego multijugador, crea una partida a distancia y comparte su código: cada uno juega en su pantalla.", action: "Jugar en grupo" },
    { title: "Únete a una partida", text: "¿Alguien te ha dado un código? Introdúcelo para unirte a su partida.", action: "Introducir un código" },
  ],
  profileLink: "Ver mi perfil público",
  creatorText: "¿Es usted creador? Su estudio le espera: cree un proyecto vacío o a partir de una plantilla y construya su juego en el editor.",
  creatorAction: "Abrir mis proyectos",
  studioLink: "¿Quieres crear tu propio juego? Abrir el estudio de creación",
  planTitle: "Tu plan",
  planIntro: "Empiezas con el plan Basic, gratuito y sin límite de tiempo.",
  planName: "Basic",
  upgradeText: "¿Quieres invitar a jugadores sin cuenta a tus partidas a distancia?",
  upgradeLink: "Pasar a Pro",
  helpTitle: "¿Necesitas ayuda?",
  help: [
    { title: "Aprender a crear", text: "La guía paso a paso, para crear tu primer juego en el estudio." },
    { title: "Jugar bien", text: "Las reglas de oro antes de que arranque el cronómetro." },
    { title: "Escríbenos", text: "Una pregunta, un fallo, una idea: te respondemos." },
  ],
};

export default es;
