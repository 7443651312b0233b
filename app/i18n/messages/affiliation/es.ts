import type fr from "./fr";

const es: typeof fr = {
  title: "Programa de afiliación",
  description: "Recomienda Escaplay y recibe el 20 % del primer año de suscripción de cada cliente que traigas a un plan de pago.",
  eyebrow: "Afiliación",
  heroTitle: "Recomienda Escaplay y gana el 20 % del primer año",
  heroText: "¿Hablas de escape rooms, de pedagogía o de dinámicas de equipo? Comparte tu enlace personal: por cada suscripción de pago que genere, recibes una comisión.",
  ctaApply: "Hacerme afiliado",
  whoTitle: "¿Quién puede afiliarse?",
  whoIntro: "Cualquier persona u organización cuyo público se interese por el juego, el aprendizaje o la cohesión de equipos.",
  who: [
    { title: "Creadores de juegos", text: "¿Ya publicas en Escaplay? Puede que tus jugadores se conviertan también en creadores." },
    { title: "Blogueros y creadores de vídeo", text: "Canales, pódcasts, blogs y boletines sobre juegos de mesa, enigmas o tecnología educativa." },
    { title: "Formadores y docentes", text: "Impartes talleres o compartes tus recursos didácticos con otros docentes." },
    { title: "Agencias y consultores", text: "Eventos, recursos humanos, formación: asesoras a empresas sobre sus herramientas." },
  ],
  howTitle: "Cómo funciona",
  how: [
    { title: "Preséntate", text: "Escríbenos desde la página de contacto: quién eres, cuál es tu público y dónde piensas hablar de Escaplay." },
    { title: "Recibe tu enlace", text: "Una vez aprobada tu solicitud, te enviamos tu enlace de recomendación personal y el contrato de afiliación." },
    { title: "Compártelo", text: "Artículo, vídeo, taller, boletín: coloca tu enlace allí donde tu público ya te sigue." },
    { title: "Cobra tu comisión", text: "Por cada cliente que contrate un plan de pago a través de tu enlace, recibes el 20 % de lo que pague durante su primer año." },
  ],
  exampleTitle: "Un ejemplo concreto",
  example: "Una empresa a la que recomendaste contrata el plan Empresa, facturado a {{price}} al año: recibes {{commission}}.",
  rulesTitle: "Las reglas del programa",
  rules: [
    "La comisión se aplica a los planes de pago Pro y Empresa; las ofertas con precio reducido (Educación, oferta para docentes) quedan excluidas.",
    "Un cliente se asocia a tu enlace si se suscribe en los 30 días siguientes a su primer clic.",
    "La comisión se genera cuando el pago se ha cobrado y ha pasado el plazo de desistimiento de 14 días; una suscripción reembolsada la anula.",
    "Nada de autorrecomendaciones: tus propias cuentas y las de tu organización no generan comisión.",
    "Nada de publicidad de pago sobre el nombre «Escaplay», ni envíos masivos no solicitados, ni promesas que no cumplimos.",
    "Indica claramente a tu público que se trata de un enlace de afiliación.",
  ],
  faqTitle: "Preguntas frecuentes",
  faq: [
    { q: "¿Cuesta algo unirse?", a: "No. Unirse al programa es gratis y sin compromiso; puedes salir cuando quieras." },
    { q: "¿Necesito una cuenta de Escaplay?", a: "Sí, basta con una cuenta gratuita: nos permite vincular tu enlace a tu perfil." },
    { q: "¿Cómo se paga?", a: "Por transferencia bancaria. El contrato de afiliación, que recibes al inscribirte, detalla la frecuencia de los pagos y los justificantes necesarios según tu situación." },
  ],
  ctaTitle: "¿Te apetece recomendarnos?",
  ctaText: "Preséntate en unas líneas: respondemos a todas las solicitudes.",
};

export default es;
