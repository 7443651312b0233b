import type fr from "./fr";

const es: typeof fr = {
  title: "Contacto",
  description:
    "¿Una pregunta, un problema técnico, un proyecto para su clase o su empresa? Escriba al equipo de Escaplay: respondemos en un plazo de dos días hábiles.",
  heroTitle: "Escríbanos",
  heroText:
    "¿Una pregunta sobre un juego, un problema técnico, un proyecto para su clase o su empresa? Le responde una persona real del equipo, normalmente en un plazo de dos días hábiles.",
  formTitle: "Su mensaje",
  required: "Todos los campos son obligatorios.",
  name: "Su nombre",
  email: "Su correo electrónico",
  emailHint: "Solo lo usamos para responderle.",
  topic: "Asunto",
  topics: {
    general: "Pregunta general",
    support: "Asistencia técnica",
    education: "Plan Educación (docentes, asociaciones)",
    company: "Plan Empresa",
    press: "Prensa",
    partnership: "Colaboración",
  },
  message: "Su mensaje",
  messageHint: "Entre {{min}} y {{max}} caracteres.",
  honeypot: "Deje este campo vacío",
  submit: "Enviar el mensaje",
  sending: "Enviando…",
  errorSummary: "No se ha podido enviar el mensaje. Corrija los campos indicados:",
  errors: {
    nameRequired: "Indique su nombre.",
    nameTooLong: "Su nombre no puede superar los {{max}} caracteres.",
    emailRequired: "Indique su correo electrónico.",
    emailInvalid: "Este correo electrónico no parece válido, por ejemplo: lucia@ejemplo.es.",
    topicInvalid: "Elija un asunto de la lista.",
    messageTooShort: "Su mensaje debe tener al menos {{min}} caracteres.",
    messageTooLong: "Su mensaje no puede superar los {{max}} caracteres.",
    tooMany: "Ya ha enviado varios mensajes hace poco. Espere un momento o escríbanos directamente por correo electrónico.",
  },
  sentTitle: "Mensaje enviado, ¡gracias!",
  sentText: "Lo hemos recibido y le responderemos por correo electrónico, normalmente en un plazo de dos días hábiles.",
  sendAnother: "Enviar otro mensaje",
  asideTitle: "Otras formas de contactarnos",
  emailUs: "Por correo electrónico",
  emailUsText: "Escriba directamente al equipo:",
  hoursTitle: "Plazo de respuesta",
  hoursText: "De lunes a viernes, en un plazo de dos días hábiles.",
  quickTitle: "Antes de escribir",
  quick: [
    { to: "/plans", text: "Los planes y los precios se detallan en la página de planes." },
    { to: "/code", text: "¿Un código de partida no funciona? Compruébelo en la página del código." },
    { to: "/learn", text: "¿Empieza con el editor? Siga nuestros tutoriales." },
  ],
  reportNote: "Para denunciar un juego, use mejor el botón «Denunciar» de su ficha: la denuncia llega directamente a moderación.",
  privacy: "Sus datos solo se usan para responderle y se conservan 3 años. Más información en el {{link}}.",
  privacyLink: "aviso legal",
};

export default es;
