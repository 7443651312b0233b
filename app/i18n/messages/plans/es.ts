import type fr from "./fr";

const es: typeof fr = {
  title: "Planes y precios",
  description:
    "Básico gratuito, Pro sin permanencia, Educación para docentes y Empresa de marca blanca: compare los planes de Escaplay.",
  heroTitle: "Un plan para cada creador",
  heroText:
    "Jugar siempre es gratis. Para crear, empiece con el plan Básico y pase a Pro cuando sus proyectos crezcan: sin permanencia, con pago mensual o anual.",
  billingLabel: "Periodicidad de pago",
  monthly: "Mensual",
  yearly: "Anual",
  yearlyBadge: "−{{percent}} %",
  plansTitle: "Nuestros planes",
  plans: {
    basic: { name: "Básico", tagline: "Para descubrir el editor y publicar sus primeros juegos.", cta: "Crear una cuenta gratuita" },
    pro: { name: "Pro", tagline: "Para creadores habituales que comparten sus juegos en privado.", cta: "Pasar a Pro" },
    education: { name: "Educación", tagline: "Para docentes y asociaciones sin ánimo de lucro.", cta: "Solicitar la oferta para docentes" },
    company: { name: "Empresa", tagline: "Para team building, formación y contenidos con su propia marca.", cta: "Suscribirse al plan Empresa", contact: "¿Una pregunta, un presupuesto? Contactar con el equipo" },
  },
  free: "Gratis",
  onRequest: "Bajo solicitud",
  perMonth: "al mes",
  perYear: "al año",
  yearlyEquivalent: "equivale a {{price}} al mes",
  yearlySaving: "ahorra {{amount}} al año",
  forever: "Para siempre",
  noCommitment: "Sin permanencia",
  annualOnly: "Suscripción anual",
  teacherOffer: "Oferta para docentes: {{price}} al mes, una vez aceptada su solicitud",
  popular: "El más elegido",
  limits: {
    projects: "{{n}} proyectos",
    unlimitedProjects: "Proyectos ilimitados",
    storage: "{{size}} de almacenamiento",
    collaborators: "{{n}} colaboradores por proyecto",
    images: "{{n}} imágenes generadas con IA al mes",
    noImages: "Sin generación de imágenes con IA",
  },
  features: {
    publish: "Publicación de juegos",
    saveProgress: "Guardado del progreso",
    privateSharing: "Publicación y uso compartido privados",
    guestInvites: "Invitar a jugadores sin cuenta",
    results: "Resultados de las partidas",
    collections: "Colecciones de capítulos",
    whiteLabel: "Proyectos de marca blanca",
    customDomain: "Dominio propio",
  },
  beta: "beta",
  compareTitle: "Comparar los planes",
  compareCaption: "Límites y funciones de cada plan, precios con pago {{period}}",
  captionMonthly: "mensual",
  captionYearly: "anual",
  featureColumn: "Función",
  rows: {
    price: "Precio",
    projects: "Proyectos",
    storage: "Almacenamiento",
    collaborators: "Colaboradores por proyecto",
    images: "Imágenes generadas con IA al mes",
    seats: "Miembros del equipo (comparten el plan)",
    billing: "Facturación",
  },
  unlimited: "Ilimitados",
  none: "Ninguna",
  included: "Incluido",
  notIncluded: "No incluido",
  billingModes: {
    free: "Gratuita",
    flexible: "Mensual o anual, sin permanencia",
    request: "Bajo solicitud, tras verificación",
    yearly: "Suscripción anual",
  },
  paymentNote:
    "Pago con tarjeta en la página segura de Stripe. Cancele cuando quiera desde {{link}}: el plan sigue activo hasta el final del periodo pagado.",
  paymentLink: "la pestaña Suscripción de su cuenta",
  taxNote: "Precios con IVA incluido. Encontrará todos los detalles en nuestras {{link}}.",
  taxLink: "condiciones generales de venta",
  faqTitle: "Preguntas frecuentes",
  faq: [
    {
      q: "¿Qué está ya disponible?",
      a: "El juego en solitario y a distancia, las cuentas y, con los planes Pro, Educación y Empresa, la invitación de jugadores sin cuenta a sus partidas a distancia. El estudio de creación: crear un proyecto a partir de una plantilla o de una página en blanco, construirlo en su editor (Interfaz 2D, 360° o Clásico), probar, publicar, compartir con un enlace y, con los planes Pro, Educación y Empresa, hacer privado un juego. La creación en equipo: invitar a colaboradores a un proyecto (2 con el plan Básico, 10 con los demás) y editarlo juntos, en directo. Las colecciones de capítulos (beta), con los planes Pro, Educación y Empresa: enlazar tus juegos publicados como capítulos y seguir el progreso de los jugadores. El pago en línea con tarjeta: Pro mensual o anual, Empresa anual y, una vez aceptada su solicitud, la oferta para docentes. Con el plan Empresa: la marca blanca, el dominio personalizado y los miembros del equipo. Las imágenes generadas por IA, con los planes Pro (50 al mes), Educación (40) y Empresa (100): descritas desde los archivos del proyecto, en cada editor, y guardadas con ellos. Para todos, en cada editor: el sonido (música de ambiente y efectos de sonido subtitulados), los candados direccionales, de colores, de formas, de patrón y de ruedas, el mapa de enigmas que comprueba que el juego se puede terminar, seis plantillas por tipo de juego y la biblioteca de recursos libres, que no cuenta en el espacio de almacenamiento.",
    },
    {
      q: "¿Hay que pagar para jugar?",
      a: "No. Jugar a los juegos públicos es gratis, con o sin cuenta. Los planes solo afectan a la creación de juegos.",
    },
    {
      q: "¿Puedo dejar el plan Pro cuando quiera?",
      a: "Sí, el plan Pro no tiene permanencia. Cancélelo en cualquier momento desde la pestaña Suscripción de su cuenta, con el botón «Gestionar mi suscripción»: sigue activo hasta el final del periodo pagado y después su cuenta vuelve al plan Básico.",
    },
    {
      q: "¿Qué diferencia hay entre el pago mensual y el anual?",
      a: "Las funciones son las mismas. Con el pago anual paga un 16 % menos que con doce mensualidades, también sin permanencia.",
    },
    {
      q: "¿Quién puede acceder al plan Educación?",
      a: "Los docentes y las asociaciones sin ánimo de lucro. Envíe su solicitud desde la página Educación: el equipo comprueba su condición y le responde por correo electrónico. Una vez aceptada la solicitud, contrata la oferta para docentes por {{teacher}} al mes, con tarjeta; el equipo también puede concederle el plan Educación gratis, hasta la fecha que le indique.",
    },
    {
      q: "¿Qué pasa si vuelvo al plan Básico?",
      a: "Sus proyectos se conservan. Mientras supere los límites del plan Básico, no podrá crear proyectos ni añadir archivos, y sus juegos privados dejarán de estar accesibles.",
    },
    {
      q: "¿Cómo consigo más almacenamiento sin pagar?",
      a: "Cuando se abran las reseñas, cada reseña que publique sobre un juego al que haya jugado le dará {{bonus}} de almacenamiento adicional.",
    },
    {
      q: "¿Mis jugadores necesitan una cuenta?",
      a: "No para jugar en solitario a los juegos abiertos a todos. Para crear una partida a distancia hace falta una cuenta, y para unirse también, salvo que quien organiza invite a jugadores sin cuenta: eso está reservado a los planes Pro, Educación y Empresa.",
    },
    {
      q: "¿Cómo se paga?",
      a: "Con tarjeta, en la página de pago segura de Stripe: nunca vemos el número de su tarjeta. Los precios incluyen impuestos. Stripe le pide su país y su dirección para calcular el IVA y, si paga para una empresa, su número de IVA. El plan Empresa se paga por año.",
    },
    {
      q: "¿Qué pasa si un pago falla?",
      a: "Le avisamos por correo electrónico y Stripe vuelve a intentar el cobro en su tarjeta. Su plan sigue activo {{grace}} días, el tiempo de actualizar su medio de pago desde la pestaña Suscripción; si no hay pago para entonces, su cuenta vuelve al plan Básico y conserva todos sus proyectos.",
    },
    {
      q: "¿Dónde encuentro mis facturas?",
      a: "En su cuenta, en el apartado Facturas: cada pago añade allí su factura en PDF. Están disponibles en cualquier momento.",
    },
  ],
  questions: "¿Tiene otra pregunta? {{link}}",
  questionsLink: "Escríbanos",
};

export default es;
