import type fr from "./fr";

const es: typeof fr = {
  title: "Crear un escape room en línea",
  description: "El estudio de Escaplay: tres editores (Interfaz 2D, 360°, Clásico), objetos, recetas, enigmas, pistas y logros, y después publicar y compartir. Gratis para empezar.",
  eyebrow: "Creadores",
  heroTitle: "El estudio para crear escape rooms sin escribir una línea de código",
  heroText: "Escenarios, objetos, enigmas, pistas, logros: monta tu aventura en el navegador, pruébala con un clic y compártela con todo el mundo o solo con tus jugadores.",
  ctaJoin: "Crear mi cuenta gratis",
  ctaLearn: "Seguir la guía",
  editorsTitle: "Tres editores, un solo estudio",
  editorsIntro: "Elige el formato que mejor cuente tu historia. Puedes cambiar de un proyecto a otro.",
  editors: [
    { title: "Interfaz 2D", text: "Coloca zonas clicables sobre tus ilustraciones, conecta las escenas entre sí y esconde objetos en cualquier rincón." },
    { title: "360°", text: "Sube fotos panorámicas y sitúa puntos de interés: el jugador explora la sala como si estuviera dentro." },
    { title: "Clásico", text: "Encadena páginas de contenido y enigmas: lo más rápido para un cuestionario con historia, una gincana o una sesión de clase." },
  ],
  blocksTitle: "Todo lo que necesitan los buenos enigmas",
  blocks: [
    { title: "Objetos e inventario", text: "Los objetos que se recogen van al inventario del jugador; un objeto principal puede sostener toda la trama." },
    { title: "Recetas", text: "Dos acciones que hacen pensar: examinar un objeto para descubrir un detalle y combinar dos objetos para obtener uno nuevo." },
    { title: "Enigmas", text: "Códigos de candado, respuestas libres, pantallas de usuario y contraseña, códigos que subir: variedad de sobra." },
    { title: "Pistas", text: "Escribe pistas progresivas. Cada petición activa un tiempo de espera antes de la siguiente, que ajustas tú." },
    { title: "Logros", text: "Premia la rapidez, la curiosidad o jugar sin pistas. Algunos logros pueden permanecer ocultos hasta que se desbloquean." },
    { title: "Salas y ambiente", text: "Salas que se desbloquean a medida que se avanza, música y efectos de sonido, unas 85 tipografías y cursores personalizados." },
  ],
  shareTitle: "Publicar, compartir, crear comunidad",
  share: [
    { title: "Publicación", text: "Un botón basta para poner tu juego en el catálogo, con su temática, su dificultad, su duración y la edad recomendada." },
    { title: "Compartir en privado", text: "Con un plan de pago, reserva tu juego para quien tú quieras: una clase, un cliente, una familia." },
    { title: "Colecciones de capítulos", text: "Divide una gran aventura en varios capítulos que los jugadores van encadenando (beta)." },
    { title: "Perfil público", text: "Tus juegos, tus partidas y tu presentación reunidos en una página con tu nombre, lista para compartir." },
  ],
  communityText: "Los jugadores valoran y comentan tus juegos después de jugar; otros creadores pueden incluso reutilizar un proyecto publicado para inspirarse.",
  planTitle: "Gratis para empezar",
  planIntro: "El plan Basic basta para crear y publicar tus primeros juegos.",
  planName: "Basic (gratis)",
  planFeatures: [
    "Publicación de tus juegos en el catálogo",
    "Progreso y logros guardados para tus jugadores con sesión iniciada",
    "Los tres editores: Interfaz 2D, 360° y Clásico",
    "Cada reseña que publicas sobre un juego te da 0,05 MB de almacenamiento extra",
  ],
  proText: "¿Necesitas más? El plan Pro desbloquea proyectos ilimitados, 1 GB de almacenamiento, 10 colaboradores por proyecto, el uso compartido privado y los invitados sin cuenta.",
  proLink: "Comparar planes",
  ctaTitle: "Tu primer enigma te espera",
  ctaText: "Crea tu cuenta en un minuto y déjate guiar paso a paso hasta la publicación.",
};

export default es;
