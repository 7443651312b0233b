import type fr from "./fr";

const es: typeof fr = {
  signature: "El equipo de Escaplay",
  footer: "Recibe este mensaje porque se ha hecho algo con esta dirección en Escaplay. Si no ha sido usted, ignórelo.",
  verification: {
    subject: "Su código de validación de Escaplay: {{code}}",
    greeting: "Hola, {{name}}:",
    intro: "Este es el código que activa su cuenta de Escaplay. Introdúzcalo en la pantalla de validación:",
    expiry: "El código es válido durante 30 minutos.",
  },
  reset: {
    subject: "Elegir una nueva contraseña de Escaplay",
    greeting: "Hola, {{name}}:",
    intro: "Ha pedido recuperar su cuenta. Este enlace le permite elegir una nueva contraseña:",
    button: "Elegir una nueva contraseña",
    expiry: "El enlace solo sirve una vez y caduca en una hora. Se cerrarán todas sus demás sesiones.",
  },
};

export default es;
