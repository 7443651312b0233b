import type fr from "./fr";

const es: typeof fr = {
  title: "Programa de afiliación",
  description: "Recomienda Escaplay y recibe el 20 % del primer año de suscripción de cada cliente que traigas a un plan de pago.",
  eyebrow: "Afiliación",
  heroTitle: "Recomienda Escaplay y gana el 20 % del primer año",
  heroText: "¿Hablas de escape rooms, de pedagogía o de dinámicas de equipo? Cada cuenta de Escaplay tiene su enlace de afiliado personal: compártelo y, por cada suscripción de pago que genere, recibes una comisión.",
  ctaApply: "Obtener mi enlace",
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
    { title: "Crea tu cuenta", text: "Basta con una cuenta gratuita: tu enlace de afiliado personal te espera en Mi cuenta, pestaña Afiliación." },
    { title: "Copia tu enlace", text: "Un botón lo copia; la misma pestaña muestra el extracto de tus comisiones y su estado." },
    { title: "Comparte", text: "Artículo, vídeo, taller, boletín: coloca tu enlace allí donde tu público ya te sigue." },
    { title: "Cobra tu comisión", text: "Por cada persona que crea su cuenta con tu enlace y después paga una oferta Pro o Empresa, recibes el 20 % de cada factura que paga durante su primer año." },
  ],
  exampleTitle: "Un ejemplo concreto",
  example: "Una empresa a la que recomendaste contrata el plan Empresa, facturado a {{price}} al año: recibes {{commission}}.",
  rulesTitle: "Las reglas del programa",
  rules: [
    "La comisión se aplica a las ofertas de pago Pro y Empresa: el 20 % del importe pagado, IVA incluido, de cada factura del primer año (doce meses desde el primer pago). La oferta para docentes (Educación) no da derecho a ella.",
    "Una persona queda vinculada a tu enlace si crea su cuenta (por correo o con Google) en los 30 días siguientes a su visita por ese enlace, habiendo aceptado las cookies: sin su consentimiento no se guarda nada y nadie queda vinculado. Una suscripción contratada más tarde también cuenta.",
    "Cada comisión pasa a estar por pagar 14 días después del pago de la factura (plazo de desistimiento); un pago reembolsado anula su comisión, o la reduce en proporción si solo se reembolsa una parte.",
    "Nada de autoafiliación: tu enlace no vincula ni tu propia cuenta ni otra dirección de tu propio buzón de correo.",
    "Nada de publicidad de pago con el nombre «Escaplay», nada de envíos masivos no solicitados, ninguna promesa que no cumplamos.",
    "Indica claramente a tu público que se trata de un enlace de afiliado.",
  ],
  faqTitle: "Preguntas frecuentes",
  faq: [
    { q: "¿Hay que inscribirse en el programa?", a: "No. Cada cuenta tiene su enlace, gratis y sin compromiso: basta con compartirlo, y dejarlo cuando quieras." },
    { q: "¿Hace falta una cuenta de Escaplay?", a: "Sí, basta con una cuenta gratuita: tu enlace y el extracto de tus comisiones están en Mi cuenta, pestaña Afiliación." },
    { q: "¿Cómo cobro?", a: "Por transferencia bancaria, las comisiones por pagar. Escríbenos desde la página de contacto con tus datos bancarios y, según tu situación, los justificantes necesarios; cada comisión pagada aparece como tal en tu cuenta." },
    { q: "¿Quién ve qué?", a: "Por cada factura pagada por una persona recomendada ves la fecha, el importe de tu comisión y su estado; la persona solo aparece con un identificador anónimo." },
  ],
  ctaTitle: "¿Te apetece recomendarnos?",
  ctaText: "Tu enlace te espera en tu cuenta: cópialo y compártelo.",
};

export default es;
