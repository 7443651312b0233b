import type fr from "./fr";

const es: typeof fr = {
  title: "Guía: crear tu primer escape room",
  description: "La guía paso a paso para crear tu primer escape room en línea: historia, tipo de juego, salas, objetos, enigmas, pistas, prueba, publicación y cómo compartirlo.",
  eyebrow: "Guía paso a paso",
  heroTitle: "Crea tu primer escape room en ocho pasos",
  heroText: "De la idea a la primera partida, esta guía te acompaña en cada etapa. Calcula entre una y dos horas para un primer juego de cinco a ocho enigmas.",
  ctaJoin: "Crear mi cuenta gratis",
  ctaStudio: "Descubrir el estudio",
  notice: "El estudio de creación está abierto: cada paso de esta guía se hace en tu espacio de proyectos y en el editor de tu proyecto (Interfaz 2D, 360° o Clásico), solo o con tus colaboradores.",
  beforeTitle: "Antes de empezar",
  before: [
    "Una cuenta de Escaplay gratuita: el plan Basic permite hasta tres proyectos.",
    "Una idea de partida, aunque sea vaga: un lugar, un personaje, un misterio.",
    "Algunas imágenes, propias o de la biblioteca de recursos libres del estudio, si apuntas a un juego de Interfaz 2D o 360°. Con los planes Pro, Educación y Empresa también puedes generarlas con IA, desde los archivos del proyecto.",
    "Papel y lápiz para esbozar cómo se encadenan los enigmas; el mapa de enigmas del editor lo dibuja después y comprueba que el juego se puede terminar.",
  ],
  tocTitle: "Los pasos",
  stepsTitle: "La guía",
  tipLabel: "Consejo:",
  steps: [
    { title: "Imagina la historia", text: "Un buen juego empieza con una situación y un objetivo claros: «Tenéis 45 minutos para encontrar la fórmula antes de que vuelva el profesor». Anota el escenario, el papel de los jugadores, lo que está en juego y el final. Después construye el recorrido al revés: parte de la puerta final y pregúntate qué hace falta para abrirla, luego qué hace falta para conseguir eso, y así sucesivamente.", tip: "Apunta a cinco u ocho enigmas para una partida de 30 a 45 minutos." },
    { title: "Elige el tipo de juego", text: "Clásico si tu juego se basa en textos, documentos y preguntas; Interfaz 2D si tienes ilustraciones que explorar; 360° si cuentas con fotos panorámicas de un lugar real. El tipo se elige al crear el proyecto.", tip: "¿No tienes ilustraciones? Empieza por el Clásico: es el más rápido de montar." },
    { title: "Construye las salas", text: "Crea el proyecto desde tu espacio, en blanco o a partir de una plantilla (repaso en clase, integración de equipo, cumpleaños, misterio, visita al museo, clase de idiomas), ponle nombre y añade las salas (o escenas). Cada sala tiene su imagen de fondo y puede permanecer cerrada hasta que el jugador resuelva un enigma. Añade música ambiental, para todo el juego o sala por sala, efectos de sonido subtitulados (objeto recogido, enigma resuelto, respuesta incorrecta, victoria) y elige una tipografía acorde con la temática.", tip: "Una sala, una etapa de la historia: tres salas suelen bastar para un primer juego." },
    { title: "Coloca los objetos y los enigmas", text: "Esconde objetos en el escenario y decide qué se puede hacer con ellos: examinarlos para revelar un detalle o combinarlos para crear uno nuevo. Después añade los enigmas: código de candado, candado direccional, de colores o de formas, patrón que trazar, ruedas de números, respuesta que encontrar, pantalla de usuario y contraseña, código que subir. Cada enigma resuelto debe desbloquear algo: un objeto, una sala, la continuación de la historia.", tip: "Elige respuestas sin ambigüedad: mejor un número que una frase, mejor una palabra que una expresión." },
    { title: "Redacta las pistas", text: "Prepara dos o tres pistas por enigma, de la más discreta a la más explícita: primero «dónde mirar», luego «qué hacer» y por último casi la solución. Cada petición de pista activa un tiempo de espera antes de la siguiente: ajústalo para que la pista sea una ayuda y no un atajo.", tip: "Escribe las pistas al final, después de ver a jugadores reales atascarse." },
    { title: "Prueba en condiciones reales", text: "Activa el modo de prueba desde el editor y juega de principio a fin. Después pide a alguien que no lo conozca que lo juegue, sin decir nada, y anota cada duda. Corrige y vuelve a probar: cualquier cambio puede romper una secuencia.", tip: "Si alguien se atasca más de cinco minutos en el mismo punto, falta una pista o una referencia visual." },
    { title: "Publica", text: "Completa la ficha del juego: título, resumen, imagen de portada, temática (aventura, fantasía, terror, investigación), dificultad, duración, edad recomendada, número de jugadores y modos permitidos (individual, multijugador). Publica y el juego entrará en el catálogo. Con un plan de pago también puedes reservarlo a tus invitados con el uso compartido privado.", tip: "Una portada legible y un resumen que plantee el reto en dos frases marcan la diferencia en el catálogo." },
    { title: "Compártelo con un código", text: "Envía el enlace a la página del juego o lanza una sesión multijugador: obtendrás un código numérico que los jugadores introducen en la página «Introducir un código». El creador de códigos QR convierte cualquier enlace en una imagen para mostrar o imprimir. El multijugador sigue en desarrollo y puede presentar errores.", tip: "En clase o en un evento, muestra el código bien grande y déjalo visible durante toda la sesión." },
  ],
  designTitle: "Seis consejos para enigmas que funcionan",
  design: [
    { title: "Un enigma, una idea", text: "Cada enigma debe apoyarse en un razonamiento claro. Mezclar dos ideas duplica las posibilidades de perder al jugador." },
    { title: "Juega limpio", text: "Todo lo necesario está dentro del juego. No exijas conocimientos externos, salvo que ese sea justamente el objetivo de un juego educativo." },
    { title: "Varía las mecánicas", text: "Observación, lógica, manipulación de objetos, descifrado: alternar mantiene la atención y deja brillar a todo el mundo." },
    { title: "Piensa en los equipos", text: "Con varios jugadores, ofrece dos o tres enigmas en paralelo para que nadie se quede de brazos cruzados." },
    { title: "Dosifica la dificultad", text: "Empieza fácil para dar confianza, sube el nivel y guarda un enigma memorable para el final." },
    { title: "Recompensa", text: "Tras cada acierto, haz avanzar la historia: una puerta que se abre, un mensaje, un logro desbloqueado." },
  ],
  mistakesTitle: "Las trampas habituales",
  mistakes: [
    "Un objeto imprescindible escondido en un rincón diminuto de la imagen.",
    "Diez códigos de cuatro cifras seguidos: el aburrimiento llega pronto.",
    "Una respuesta que admite varias grafías cuando solo se acepta una.",
    "Olvidarse de volver a jugar después del último cambio.",
  ],
  togetherTitle: "Crear en equipo",
  together: [
    "Un proyecto también se construye entre varios. En su editor, abre la vista «Colaboradores» e invita a alguien por su nombre de usuario o su correo electrónico: quien no tiene cuenta recibe un enlace para crearla. Elige su rol: un editor modifica el proyecto, sus archivos y sus versiones y prueba el juego; un lector abre el editor sin poder cambiar nada. Publicar sigue siendo cosa del propietario del proyecto. El plan Básico permite 2 colaboradores por proyecto, los planes Pro, Educación y Empresa 10, invitaciones pendientes incluidas.",
    "La invitación se acepta desde el espacio de proyectos, donde el proyecto aparece después en «Compartidos conmigo». En el editor, cada uno ve quién está, adónde apuntan los demás y qué modifican, en directo. Repartíos el trabajo, por ejemplo una sala cada uno: se conservan los cambios de todos, y si dos personas cambian el mismo campo, se avisa a aquella cuyo texto ha sido sustituido.",
  ],
  ctaTitle: "¿Te animas?",
  ctaText: "Crea tu cuenta gratis: puedes abrir tu primer proyecto hoy mismo y volver a esta guía cuando quieras.",
};

export default es;
