import type fr from "./fr";

const es: typeof fr = {
  title: "Bienvenida",
  description: "Tus primeros pasos en Escaplay: perfil, primera partida, primer proyecto y primera sesión.",
  heroTitle: "¡Te damos la bienvenida a Escaplay, {{name}}!",
  heroText: "Tu cuenta está validada. Aquí tienes cuatro primeros pasos para disfrutarla desde ya: tú eliges por dónde empezar.",
  stepsTitle: "Tus primeros pasos",
  steps: [
    { title: "Completa tu perfil", text: "Añade un avatar y unas palabras sobre ti. Tu perfil público mostrará tus juegos y tus partidas.", action: "Mi cuenta" },
    { title: "Juega una primera partida", text: "No hay nada como jugar para descubrir las mecánicas: elige un juego fácil del catálogo.", action: "Explorar los juegos" },
    { title: "Crea tu primer proyecto", text: "Interfaz 2D, 360° o Clásico: abre el estudio y pon la primera piedra de tu aventura.", action: "Nuevo proyecto" },
    { title: "Únete a una sesión", text: "¿Te han dado un código? Introdúcelo para unirte a la partida en curso.", action: "Introducir un código" },
  ],
  profileLink: "Ver mi perfil público",
  guideLink: "Leer la guía de creación",
  planTitle: "Tu plan",
  planIntro: "Empiezas con el plan Basic: gratuito y sin límite de tiempo.",
  planName: "Basic",
  upgradeText: "¿Te interesan el uso compartido privado, los invitados sin cuenta y los proyectos ilimitados?",
  upgradeLink: "Pasar a Pro",
  helpTitle: "¿Necesitas ayuda?",
  help: [
    { title: "Aprender a crear", text: "La guía paso a paso, de la historia a compartir el juego." },
    { title: "Jugar bien", text: "Las reglas de oro antes de que arranque el cronómetro." },
    { title: "Escríbenos", text: "Una pregunta, un fallo, una idea: te respondemos." },
  ],
};

export default es;
