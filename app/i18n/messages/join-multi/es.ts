import type fr from "./fr";

const es: typeof fr = {
  title: "Unirse a una partida multijugador",
  description: "Introduce el código numérico de la sesión para unirte a una partida multijugador en curso en Escaplay.",
  eyebrow: "Multijugador",
  heroTitle: "Unirse a una partida multijugador",
  heroText: "Introduce el código numérico que te ha dado quien organiza: llegarás directamente a la sala de espera de la sesión.",
  formTitle: "Tu código de sesión",
  whereTitle: "¿Dónde encuentro el código?",
  where: [
    "En la pantalla de quien organiza: aparece en cuanto se crea la sesión.",
    "En el mensaje que te ha enviado. Si has recibido un enlace, basta con hacer clic.",
    "En un código QR en pantalla o impreso: escanéalo y la sesión se abrirá sola.",
  ],
  accountText: "Unirse a una partida requiere una cuenta, salvo que quien organiza invite a jugadores sin cuenta (planes Pro, Educación y Empresa): entonces basta con un apodo.",
  devNotice: "El multijugador sigue en desarrollo y puede presentar errores.",
  multiLink: "¿Cómo funciona el multijugador?",
  soloLink: "¿No tienes código? Explora los juegos para jugar en solitario",
};

export default es;
