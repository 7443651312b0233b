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
  emailChange: {
    subject: "Confirme su nueva dirección de Escaplay: {{code}}",
    greeting: "Hola, {{name}}:",
    intro: "Ha pedido usar esta dirección para su cuenta de Escaplay. Introduzca este código en la página de su cuenta para confirmar el cambio:",
    expiry: "El código es válido durante 24 horas. Mientras no lo introduzca, su cuenta conserva su dirección actual.",
  },
  emailChangeRequested: {
    subject: "Cambio de dirección de correo solicitado en su cuenta de Escaplay",
    greeting: "Hola, {{name}}:",
    intro: "Alguien ha pedido sustituir la dirección de correo de su cuenta de Escaplay por {{email}}. Se ha enviado un código a esa nueva dirección; el cambio solo se hará cuando se introduzca el código.",
    notYou: "Si ha sido usted, no tiene que hacer nada más. Si no, cambie su contraseña y cancele el cambio desde su cuenta:",
    button: "Abrir mi cuenta",
    after: "Mientras tanto, esta dirección sigue siendo la de su cuenta: es con la que inicia sesión.",
  },
  emailChanged: {
    subject: "La dirección de correo de su cuenta de Escaplay ha cambiado",
    greeting: "Hola, {{name}}:",
    intro: "La dirección de correo de su cuenta de Escaplay es ahora {{email}}. Inicia sesión con ella y nuestros mensajes se enviarán allí.",
    notYou: "Si no ha hecho usted este cambio, escríbanos cuanto antes:",
    button: "Contactar con Escaplay",
    after: "Este es el último mensaje sobre su cuenta enviado a esta dirección.",
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
