import type fr from "./fr";

const es: typeof fr = {
  title: "Crear un escape game en línea",
  description: "El estudio de Escaplay: un editor para cada uno de los tres formatos (Interfaz 2D, 360°, Clásico), con objetos, recetas, enigmas, pistas y logros, y después la prueba, la publicación y el uso compartido de tus juegos.",
  eyebrow: "Creadores",
  heroTitle: "El estudio para crear tus escape games sin escribir una línea de código",
  heroText: "Decorados, objetos, enigmas, pistas, logros: el estudio te permite montar tu aventura en el navegador, probarla y compartirla con todo el mundo o solo con tus jugadores.",
  notice: "El estudio de creación está abierto: en tu espacio de proyectos, crea un proyecto vacío, a partir de una plantilla (seis por tipo de juego: repaso en clase, integración de equipo, cumpleaños, misterio, visita al museo, clase de idiomas) o de un juego de demostración, y constrúyelo en su editor (Interfaz 2D, 360° o Clásico), con el árbol del proyecto, la lista de problemas, deshacer y un guardado que conserva tus cambios incluso sin conexión. Sube tus archivos, nombra versiones, pruébalo, publícalo y compártelo con un enlace. Y crea en equipo: invita a colaboradores a un proyecto y edítalo con ellos, en directo, viendo quién está y qué cambia cada persona. Las imágenes de un juego también pueden generarse con IA a partir de una descripción, desde los archivos del proyecto (planes Pro, Educación y Empresa), o elegirse en la biblioteca de recursos libres del estudio, con sus objetos, iconos y sonidos.",
  ctaJoin: "Crear mi cuenta gratis",
  ctaLearn: "Seguir la guía",
  ctaProjects: "Abrir mis proyectos",
  ctaWorkspace: "Abrir mi espacio de proyectos",
  editorsTitle: "Tres editores, un solo estudio",
  editorsIntro: "Elige el formato que mejor sirva a tu historia: cada uno tiene su editor, y los tres se juegan en el navegador. Nuestros juegos de demostración te dan una idea.",
  editors: [
    { title: "Interfaz 2D", text: "Coloca zonas clicables sobre tus ilustraciones con el ratón, el teclado o sus coordenadas, enlaza las escenas entre sí y esconde objetos en cada rincón; la vista previa muestra la escena tal como la verá el jugador." },
    { title: "360°", text: "Sube fotos panorámicas y sitúa puntos de interés con un clic o por su orientación: el jugador explora la sala como si estuviera allí y pasa de un panorama a otro." },
    { title: "Clásico", text: "Encadena páginas de contenido (texto con formato, imágenes, sonidos con su transcripción, vídeos) y enigmas: lo más rápido para un cuestionario con historia, una yincana o una sesión de clase." },
  ],
  blocksTitle: "Todo lo que necesitan los buenos enigmas",
  blocks: [
    { title: "Objetos e inventario", text: "Los objetos recogidos van al inventario del jugador; un objeto principal puede sostener toda la trama." },
    { title: "Recetas", text: "Dos acciones para hacer pensar: inspeccionar un objeto para descubrir un detalle y combinar dos objetos para obtener uno nuevo." },
    { title: "Enigmas", text: "Códigos de candado, candados direccionales, de colores y de formas, patrones que trazar, ruedas de números, respuestas libres, pantallas de usuario y contraseña, códigos para subir: variedad de sobra, y un mapa de enigmas que comprueba que el juego se puede terminar." },
    { title: "Pistas", text: "Pistas progresivas, enigma a enigma. Cada petición inicia un tiempo de espera antes de la siguiente, fijado por quien crea el juego." },
    { title: "Logros", text: "Premia la rapidez, la curiosidad o jugar sin pistas. Algunos logros pueden permanecer ocultos hasta que se desbloquean." },
    { title: "Salas y ambiente", text: "Salas que se desbloquean a lo largo del juego, música de ambiente por juego, sala, escena o página con fundido entre lugares, y efectos de sonido subtitulados para jugadores sordos o con discapacidad auditiva." },
  ],
  shareTitle: "Publicar, compartir, jugar juntos",
  share: [
    { title: "Publicación", text: "Publica tu juego en el catálogo; cada nueva publicación crea una versión, y puedes despublicarlo cuando quieras." },
    { title: "Uso compartido privado", text: "Con los planes Pro, Educación y Empresa, haz privado tu juego: queda fuera del catálogo y solo se juega con su enlace." },
    { title: "Partidas a distancia", text: "Ya disponible: los juegos que lo permiten se juegan en grupo, cada uno en su pantalla. Creas la partida y compartes su código, su enlace o su código QR." },
    { title: "Perfil público", text: "Una página con tu nombre: tu foto, tu presentación, enlaces a tus redes, tus juegos publicados y tus logros, y tus partidas si quieres. Para compartir en cualquier sitio." },
  ],
  communityText: "Los jugadores leen las opiniones en la ficha de cada juego y escriben la suya tras terminar una partida (publicada tras la moderación), y los creadores pueden reutilizar un proyecto publicado que lo permita. Con los planes Pro, Educación y Empresa, también enlazan sus juegos en colecciones de capítulos (beta), donde los jugadores siguen su progreso.",
  planTitle: "Gratis para empezar",
  planIntro: "El plan Basic basta para crear y publicar tus primeros juegos.",
  planName: "Basic (gratis)",
  planFeatures: [
    "Los tres editores, Interfaz 2D, 360° y Clásico, ya disponibles",
    "La publicación de tus juegos en el catálogo, ya disponible",
    "Ya disponible: los logros de tus partidas guardados en tu cuenta",
    "Ya disponible: tus propias partidas a distancia, con un código",
  ],
  proText: "¿Necesitas más? El plan Pro permite invitar a jugadores sin cuenta a tus partidas a distancia y hacer privados tus juegos; además trae proyectos ilimitados, 1 GB de almacenamiento y 10 colaboradores por proyecto en lugar de 2.",
  proLink: "Comparar planes",
  ctaTitle: "Crea tu primer enigma",
  ctaText: "Crea tu cuenta en un minuto, abre el estudio y sigue la guía: tu primer juego puede estar en línea hoy mismo.",
};

export default es;
