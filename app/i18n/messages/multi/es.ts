import type fr from "./fr";

const es: typeof fr = {
  title: "Jugar juntos a distancia",
  description: "Crea una sesión multijugador, comparte el código, el enlace o el código QR y jugad juntos a distancia. El multijugador sigue en desarrollo.",
  eyebrow: "Multijugador",
  heroTitle: "Jugad juntos, cada cual desde su casa",
  heroText: "Una sesión, un código y todo el equipo se encuentra en la misma partida desde varios ordenadores o tabletas. Ideal para familias que viven lejos, clases y equipos en teletrabajo.",
  ctaJoin: "Unirme a una partida",
  ctaPlay: "Elegir un juego",
  devNotice: "El multijugador sigue en desarrollo y puede presentar errores. Gracias por tu paciencia; no dudes en avisarnos de cualquier problema.",
  howTitle: "Organizar una sesión",
  howIntro: "Para crear una sesión hace falta una cuenta (gratuita). Después, todo se hace en pocos clics.",
  how: [
    { title: "Elige un juego multijugador", text: "No todos los juegos se pueden jugar en grupo: lo decide quien lo crea. La ficha de cada juego indica los modos disponibles y el número de jugadores." },
    { title: "Crea la partida", text: "Con tu cuenta validada e iniciada, abre la pantalla de inicio del juego y elige «Crear una partida a distancia». Fijas cuántos jugadores hacen falta para empezar y el máximo, dentro de los límites del juego." },
    { title: "Comparte el acceso", text: "Obtienes un código de nueve cifras, un enlace directo y un código QR. Envía cualquiera de ellos a tus jugadores, por mensaje o en pantalla." },
    { title: "Empieza la partida", text: "En la sala de espera, la lista de jugadores se va llenando según llegan. En cuanto está conectado el mínimo, inicias la partida; después puedes pausarla, terminarla para todos o retirar a un jugador. El equipo comparte el decorado y el inventario, charla y se muestra lo que encuentra." },
  ],
  joinTitle: "Tres formas de unirse",
  join: [
    { title: "El código", text: "Introdúcelo en la página «Introducir un código» o en «Unirse a una partida multijugador». Solo contiene cifras." },
    { title: "El enlace", text: "Un clic en el enlace recibido abre directamente la sesión, sin escribir nada." },
    { title: "El código QR", text: "Escanéalo con la cámara de una tableta o un móvil: muy práctico en el aula o en una sala de reuniones." },
  ],
  guestsTitle: "¿Con o sin cuenta?",
  guests: [
    "Crear una partida a distancia requiere una cuenta validada. Para unirse también hace falta una cuenta, sea cual sea el juego, salvo que quien organiza invite a jugadores sin cuenta. Si el juego pide una clave de activación, los jugadores con sesión iniciada la introducen.",
    "Solo quien organiza con un plan Pro, Educación o Empresa puede invitar a jugadores sin cuenta, marcando la opción al crear la partida: se unen con el código y un apodo, sin clave. Con el plan gratuito Básico, todos inician sesión.",
  ],
  faqTitle: "Preguntas frecuentes",
  faq: [
    { q: "¿Cuántos jugadores por sesión?", a: "Cada juego fija su mínimo y su máximo. Para un grupo más grande, crea varias sesiones: una por equipo." },
    { q: "Mi código no funciona, ¿qué hago?", a: "Revisa las cifras y pregunta a quien organiza si la sesión sigue abierta. El mensaje «Su código no es válido» significa que el código no existe o ya no existe." },
    { q: "¿Y si recargo la página?", a: "No se pierde nada: durante 24 horas recuperas tu sitio y la partida donde esté el equipo, tras recargar o perder la conexión. Solo «Salir de la partida» libera tu sitio." },
  ],
  ctaTitle: "Tu equipo te espera",
  ctaText: "¿Tienes un código? Únete a la partida. Si no, elige un juego y crea tu propia sesión.",
};

export default es;
