import type fr from "./fr";

const es: typeof fr = {
  code: {
    title: "Introducir un código de partida",
    description: "Únase a una partida multijugador de escape game con el código numérico del organizador.",
    intro: "El organizador de una partida multijugador le da un código numérico. Introdúzcalo aquí para unirse a los demás jugadores.",
    noCode: "¿No tiene código? Elija un juego y juegue ahora mismo en solitario.",
    browse: "Explorar los juegos",
  },
  share: {
    title: "Enlace para compartir",
    description: "Abra un juego que su creador ha compartido con usted.",
    intro: "¿Un creador le ha enviado un enlace para compartir? Péguelo aquí o introduzca el código que sigue a /sh/ en la dirección.",
    label: "Enlace o código para compartir",
    submit: "Abrir el juego",
    notFound: "Este enlace para compartir no lleva a ningún juego. Compruébelo con la persona que se lo envió.",
  },
  play: {
    title: "Jugar a {{title}}",
    privateTitle: "Juego privado: {{title}}",
  },
  studio: {
    testTitle: "Probar mi juego",
  },
};

export default es;
