import type fr from "./fr";

const es: typeof fr = {
  title: "Escape rooms educativos para docentes y asociaciones",
  description: "Crea escape rooms educativos, lanza una sesión en clase con un simple código y consulta los resultados. Plan Educación bajo solicitud.",
  eyebrow: "Educación",
  heroTitle: "Convierte tu próxima clase en una investigación",
  heroText: "Repasar un tema, descubrir un lugar, practicar un idioma: con Escaplay, tu alumnado coopera para resolver enigmas que has diseñado tú, en el aula o en casa.",
  ctaContact: "Solicitar el plan Educación",
  ctaLearn: "Ver la guía de creación",
  whyTitle: "Por qué el escape room funciona en clase",
  why: [
    { title: "Motivación", text: "Un reto, un cronómetro y una historia: hasta el alumnado más callado quiere encontrar el código antes que nadie." },
    { title: "Cooperación", text: "Nadie puede resolverlo todo solo. Se reparten las pistas, se argumenta y se comprueba el razonamiento de los demás." },
    { title: "Atención a la diversidad", text: "Las pistas, que cada cual pide cuando se atasca, permiten avanzar al propio ritmo sin que nadie se quede atrás." },
    { title: "Evaluación formativa", text: "Los errores no son un castigo sino información: ves dónde dudó la clase y qué conviene repasar." },
  ],
  ideasTitle: "Ideas para empezar",
  ideasIntro: "Un juego Clásico se monta en una tarde; los formatos Interfaz 2D y 360° añaden un escenario que explorar.",
  ideas: [
    { title: "Repasar antes de un examen", text: "Cada respuesta correcta (una fecha, un resultado, una definición) se convierte en una cifra de un candado." },
    { title: "Visitar un lugar en 360°", text: "Un museo, un laboratorio, un yacimiento histórico: el alumnado busca las pistas escondidas en el panorama." },
    { title: "Investigar en otro idioma", text: "Instrucciones, documentos y diálogos en la lengua que se estudia: comprender se convierte en la llave del enigma." },
    { title: "Sensibilizar", text: "Seguridad, ciudadanía, uso responsable de internet: un buen escenario vale más que un largo discurso." },
  ],
  sessionTitle: "Una sesión en clase con un simple código",
  session: [
    { title: "Elige o crea el juego", text: "Parte de un juego del catálogo o de tu propio proyecto, probado antes en el modo de prueba." },
    { title: "Lanza la sesión", text: "Desde tu cuenta, abre una sesión y muestra en la pizarra el código numérico o el código QR." },
    { title: "El alumnado se une", text: "Introducen el código en la página «Introducir un código», solos o en grupo, en ordenador o tableta." },
    { title: "Haced balance", text: "Tiempo, pistas usadas, respuestas erróneas: los resultados (beta) alimentan la puesta en común final." },
  ],
  sessionNotice: "El multijugador a distancia todavía es joven y puede presentar errores; en clase, la versión en solitario, con un grupo de alumnos ante la misma pantalla, funciona muy bien. El estudio de creación está abierto: construye tus propios juegos en su editor y publícalos en privado, jugables solo con su enlace. Invita a tus colegas como colaboradores para construir un juego juntos, en directo. Hoy tus alumnos juegan a los juegos del catálogo o a los tuyos, solos, en grupo o a distancia con un código.",
  resultsTitle: "Los resultados de los jugadores (beta)",
  results: [
    "De cada partida ves el tiempo empleado, el número de pistas pedidas y las respuestas erróneas. Detectas de un vistazo el enigma que atascó a todos y el concepto que hay que volver a trabajar.",
    "Esta función está en beta: evoluciona con las opiniones de los docentes que la utilizan.",
  ],
  planTitle: "El plan Educación",
  planIntro: "Las ventajas del plan Pro, reservadas a docentes y asociaciones para un uso no comercial.",
  planName: "Educación",
  planFeatures: {
    guestInvites: "Alumnos sin cuenta invitados a tus partidas a distancia",
    privateSharing: "Publicación y uso compartido privados, para que tus juegos queden entre tú y tu clase",
    collaborators: "Colaboradores: crea con tus compañeros y compañeras de claustro",
    results: "Resultados de los jugadores",
    collections: "Colecciones de capítulos",
  },
  planAccess: "Acceso bajo solicitud por correo electrónico, tras comprobar tu situación",
  planCondition: "Solo para uso no comercial: docentes, centros educativos y asociaciones.",
  teacherTitle: "¿Eres docente? El plan Pro por {{price}} al mes",
  teacherText: "¿Prefieres el plan Pro completo (1 GB de almacenamiento, 50 imágenes al mes)? El profesorado puede disfrutarlo por {{price}} al mes: solo tienes que pedirlo desde la página de contacto, con un justificante de tu puesto.",
  faqTitle: "Preguntas frecuentes",
  faq: [
    { q: "¿Mi alumnado tiene que crear una cuenta?", a: "No. Juega en solitario a los juegos abiertos a todos sin cuenta, y con el plan Educación puedes invitarlo sin cuenta a tus partidas a distancia: se une con el código y un apodo. Solo quien crea la partida necesita una cuenta." },
    { q: "¿Cuánto se tarda en crear un juego?", a: "Calcula entre una y dos horas para un primer juego Clásico de cinco o seis enigmas. Nuestra guía paso a paso te acompaña desde el guion hasta compartirlo." },
    { q: "¿Puedo usar el plan Educación para talleres de pago?", a: "No: está reservado a un uso no comercial. Para una actividad remunerada, el plan adecuado es Pro o Empresa." },
  ],
  ctaTitle: "¿Listo para jugar con tu clase?",
  ctaText: "Escríbenos desde tu dirección profesional indicando tu centro o tu asociación: activaremos el plan Educación en tu cuenta.",
  ctaSecondary: "Comparar planes",
};

export default es;
