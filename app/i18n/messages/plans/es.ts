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
    education: { name: "Educación", tagline: "Para docentes y asociaciones sin ánimo de lucro.", cta: "Solicitar acceso" },
    company: { name: "Empresa", tagline: "Para team building, formación y contenidos con su propia marca.", cta: "Contactar con el equipo" },
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
  teacherOffer: "Oferta para docentes: Pro por {{price}} al mes, bajo solicitud",
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
    billing: "Facturación",
  },
  unlimited: "Ilimitados",
  none: "Ninguna",
  included: "Incluido",
  notIncluded: "No incluido",
  billingModes: {
    free: "Gratuita",
    flexible: "Mensual o anual, sin permanencia",
    request: "Presupuesto a medida",
    yearly: "Suscripción anual",
  },
  taxNote: "Precios con IVA incluido. Encontrará todos los detalles en nuestras {{link}}.",
  taxLink: "condiciones generales de venta",
  faqTitle: "Preguntas frecuentes",
  faq: [
    {
      q: "¿Qué está ya disponible?",
      a: "El juego en solitario y a distancia, las cuentas y, con los planes Pro, Educación y Empresa, la invitación de jugadores sin cuenta a sus partidas a distancia. El estudio de creación, la publicación y el uso compartido privados, los colaboradores, las imágenes generadas por IA, las colecciones, la marca blanca y el dominio personalizado llegan con las próximas versiones. El pago en línea todavía no está abierto: escríbanos para activar un plan.",
    },
    {
      q: "¿Hay que pagar para jugar?",
      a: "No. Jugar a los juegos públicos es gratis, con o sin cuenta. Los planes solo afectan a la creación de juegos.",
    },
    {
      q: "¿Puedo dejar el plan Pro cuando quiera?",
      a: "Sí, el plan Pro no tiene permanencia. Para cancelarlo, escríbanos; sigue activo hasta el final del periodo pagado.",
    },
    {
      q: "¿Qué diferencia hay entre el pago mensual y el anual?",
      a: "Las funciones son las mismas. Con el pago anual paga un 16 % menos que con doce mensualidades, también sin permanencia.",
    },
    {
      q: "¿Quién puede acceder al plan Educación?",
      a: "Los docentes y las asociaciones sin ánimo de lucro. Envíe su solicitud mediante el formulario de contacto: comprobamos su condición y activamos el acceso. Los docentes también pueden solicitar el plan Pro por {{teacher}} al mes.",
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
      a: "No para jugar en solitario a los juegos abiertos a todos, ni para unirse a una partida a distancia de un juego abierto a todos: basta con un apodo. Para crear una partida a distancia se necesita una cuenta; con el plan Pro también puede invitar a jugadores sin cuenta a cualquier juego.",
    },
    {
      q: "¿Dónde encuentro mis facturas?",
      a: "En su cuenta, en el apartado Facturas. Están disponibles en cualquier momento.",
    },
  ],
  questions: "¿Tiene otra pregunta? {{link}}",
  questionsLink: "Escríbanos",
};

export default es;
