import type fr from "./fr";

const es: typeof fr = {
  title: "Escape rooms para empresas",
  description: "Team building a distancia, formación lúdica y contenidos interactivos: crea escape rooms de marca blanca para tus equipos y tus clientes.",
  eyebrow: "Empresas",
  heroTitle: "Escape rooms que ponen a tus equipos a trabajar de verdad juntos",
  heroText: "Team building a distancia, itinerarios de formación, actividades en ferias o acogida de nuevas incorporaciones: Escaplay convierte tus mensajes en enigmas que se resuelven en grupo, desde el navegador.",
  ctaContact: "Cuéntanos tu proyecto",
  ctaPlans: "Ver el plan Empresa",
  usesTitle: "Para qué lo usan nuestros clientes",
  usesIntro: "Una misma herramienta para cuatro necesidades muy distintas.",
  uses: [
    { title: "Team building", text: "Equipos mezclados, un cronómetro y una misión común: ideal para unir a compañeros repartidos en varias sedes o en teletrabajo." },
    { title: "Formación", text: "Seguridad, cumplimiento normativo, herramientas internas, cultura de producto: se practica, se falla sin riesgo y se recuerda más que con un documento." },
    { title: "Contenidos interactivos", text: "Un lanzamiento de producto, un estand en una feria o una campaña: ofrece a tus clientes un juego en lugar de otro folleto." },
    { title: "Incorporación", text: "Presenta la empresa, sus oficios y sus instalaciones (en 360°) a las nuevas incorporaciones en forma de investigación." },
  ],
  sessionTitle: "Cómo se desarrolla una sesión",
  sessionIntro: "Nada que instalar y ninguna cuenta obligatoria para los participantes: basta con un código.",
  session: [
    { title: "Prepara el juego", text: "Crea tu escape room en el estudio o adapta un proyecto existente a tu temática, tu logotipo y tu vocabulario." },
    { title: "Abre la sesión", text: "La persona que dinamiza, con su cuenta iniciada, lanza una sesión multijugador y obtiene un código numérico, un enlace y un código QR." },
    { title: "Los equipos se unen", text: "Cada participante introduce el código en la página «Introducir un código» o escanea el QR, desde su ordenador o tableta. Con una cuenta Empresa, los invitados no necesitan registrarse." },
    { title: "Se juega y se analiza", text: "Los equipos avanzan a su ritmo y piden pistas; después comparáis tiempos, pistas usadas y respuestas erróneas en los resultados (beta)." },
  ],
  liveEvents: "Para un seminario, un evento en directo hace jugar hasta 40 equipos al mismo juego con un solo código: sigues su progreso desde una sola pantalla y descargas la clasificación al final.",
  sessionNotice: "El multijugador a distancia todavía es joven y puede presentar errores: para un evento importante, prevé un ensayo. El estudio de creación está abierto: construye tu propio juego en su editor y publícalo en privado, jugable solo con su enlace. Invita a tus colegas como colaboradores para construirlo juntos, en directo. Con el plan Empresa, tus juegos de marca blanca llevan tu marca y se abren en tu propio dominio, y los miembros de tu equipo comparten el plan y tus proyectos. Tus equipos juegan a los juegos del catálogo o a los tuyos, a distancia con un código.",
  planTitle: "El plan Empresa",
  planIntro: "Todo lo del plan Pro, más lo necesario para publicar con tu propia marca.",
  planName: "Empresa",
  planCommitment: { label: "Compromiso", value: "Suscripción anual" },
  planFeatures: {
    guestInvites: "Invitados sin cuenta en las sesiones multijugador",
    whiteLabel: "Proyectos de marca blanca: tus colores, tu logotipo, sin mención de Escaplay en el juego",
    customDomain: "Dominio personalizado, por ejemplo juego.tu-empresa.es",
    privateSharing: "Publicación y uso compartido privados, solo para las personas que invites",
    results: "Resultados de los jugadores",
    collections: "Colecciones de capítulos",
  },
  whiteLabelTitle: "Marca blanca y dominio personalizado",
  whiteLabel: [
    "Tus participantes solo ven tu universo: el juego se abre en tu propia dirección, con tu identidad visual, desde la primera pantalla hasta la clasificación final.",
    "Es la solución para agencias de eventos, centros de formación y departamentos de recursos humanos que quieren ofrecer una experiencia con su nombre.",
  ],
  faqTitle: "Preguntas frecuentes",
  faq: [
    { q: "¿Hay que instalar algo?", a: "No. Los juegos funcionan en cualquier navegador reciente, en ordenador o tableta. Ni complementos ni aplicaciones que tu departamento de informática tenga que desplegar." },
    { q: "¿Cuántas personas pueden jugar juntas?", a: "Cada juego fija un número mínimo y máximo de jugadores por sesión. Para un grupo grande, formad varios equipos, cada uno con su propio código de sesión." },
    { q: "¿Podéis crear el juego por nosotros?", a: "Escríbenos con tu objetivo, tu público y la fecha: te orientaremos hacia la mejor opción, desde un simple acompañamiento hasta un proyecto a medida." },
    { q: "¿Los participantes tienen que crear una cuenta?", a: "Con el plan Empresa, no: quien dinamiza tiene una cuenta y los participantes se unen a la sesión como invitados con el código." },
  ],
  ctaTitle: "Preparemos vuestro próximo gran momento",
  ctaText: "Cuéntanos tu proyecto: número de participantes, objetivo, fecha. Te responderemos enseguida.",
  ctaSecondary: "Comparar planes",
};

export default es;
