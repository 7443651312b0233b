import type fr from "./fr";

const es: typeof fr = {
  title: "Sobre Escaplay",
  description: "Quiénes somos, por qué creamos Escaplay y qué guía nuestras decisiones: accesibilidad, privacidad y educación.",
  eyebrow: "Quiénes somos",
  heroTitle: "Creamos enigmas que unen a las personas",
  heroText: "Escaplay es una plataforma para jugar, crear y compartir escape rooms en línea. Nuestra apuesta: cualquiera puede inventar una aventura, y todo el mundo merece poder jugarla, esté donde esté.",
  ctaPlay: "Descubrir los juegos",
  ctaContact: "Escríbenos",
  missionTitle: "Nuestra misión",
  mission: [
    "Un buen escape room es una historia que se vive en grupo: se busca, se falla, se celebra y, al final, la puerta se abre. Queremos que ese momento sea posible en cualquier lugar, en el salón de casa, en el aula o en una reunión de equipo, sin material ni instalación.",
    "También queremos que crear un juego sea tan sencillo como montar una presentación. No hace falta saber programar: el estudio de Escaplay pone las salas, los objetos, los enigmas y las pistas. Solo queda contar la historia.",
  ],
  typesTitle: "Tres formas de jugar y de crear",
  typesIntro: "Cada proyecto elige su formato. Todos se juegan en el navegador, en ordenador o en tableta.",
  types: [
    { title: "Interfaz 2D", text: "Point-and-click en la tradición de las aventuras gráficas: escenas ilustradas que explorar, objetos que recoger, examinar y combinar." },
    { title: "360°", text: "Panoramas inmersivos: el jugador mira a su alrededor y hace clic en los puntos de interés para descubrir lo que esconde la sala." },
    { title: "Clásico", text: "Una sucesión de contenidos y enigmas (textos, imágenes, vídeos, códigos que descifrar): el formato más rápido de crear y el favorito del profesorado." },
  ],
  valuesTitle: "Lo que guía nuestras decisiones",
  values: [
    { title: "Accesibilidad", text: "Nuestras páginas aspiran al nivel AA de las pautas WCAG: navegación con teclado, contrastes legibles, textos alternativos. Los juegos funcionan en un navegador normal, sin descargas." },
    { title: "Privacidad", text: "Sin publicidad personalizada ni venta de datos. La medición de audiencia solo se activa si la aceptas, y muchos juegos se pueden jugar sin crear una cuenta." },
    { title: "Educación", text: "Un plan específico para docentes y asociaciones, formatos pensados para el aula y un seguimiento de resultados que convierte el juego en aprendizaje." },
  ],
  storyTitle: "Nuestra historia",
  story: [
    "Escaplay nació de una constatación sencilla: los escape rooms presenciales son fantásticos, pero son caros, se reservan con semanas de antelación y solo los juegan unas pocas personas en un mismo lugar. Quisimos conservar la magia y quitar las barreras.",
    "El equipo reúne a diseñadores de juegos, desarrolladores y antiguos docentes. Probamos nuestras herramientas con clases, familias y equipos de empresa, y cada opinión da forma a la plataforma.",
    "Escaplay se diseña en Francia y se publica en seis idiomas y siete sitios: Francia, Suiza, Bélgica, Alemania, España, Italia y un sitio europeo en inglés.",
  ],
  figuresTitle: "Escaplay en pocas palabras",
  figures: [
    { title: "7 sitios", text: "Francia, Suiza, Bélgica, Alemania, España, Italia y Europa (en inglés)." },
    { title: "3 formatos", text: "Interfaz 2D, 360° y Clásico, jugables en el navegador y para crear en el estudio, cada uno con su editor." },
    { title: "0 instalaciones", text: "Todo ocurre en el navegador, tanto para quien juega como para quien crea." },
  ],
  contactTitle: "¿Una pregunta, una idea, una colaboración?",
  contactText: "Leemos todos los mensajes: sugerencias de funciones, proyectos para una clase o una empresa, consultas de prensa.",
  contactCta: "Contactar con el equipo",
  contactSecondary: "Ver las novedades",
};

export default es;
