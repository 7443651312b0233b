import type fr from "./fr";

const es: typeof fr = {
  title: "Cómo jugar a un escape room en línea",
  description: "Jugar solo, con varias personas en una pantalla o a distancia con un código: todo lo que hay que saber antes de tu primera partida en Escaplay.",
  eyebrow: "Jugadores",
  heroTitle: "¿Preparados para el reto?",
  heroText: "Una historia, enigmas y un cronómetro: elige un juego del catálogo o únete a una partida con el código que te han dado. Todo ocurre en el navegador.",
  ctaPlay: "Buscar un juego",
  ctaCode: "Tengo un código",
  waysTitle: "Tres formas de jugar",
  ways: [
    { title: "En solitario", text: "Tú frente a los enigmas, a tu ritmo. La mayoría de los juegos se abren sin cuenta: basta con pulsar «Jugar»." },
    { title: "Varios en una pantalla", text: "En familia, con amigos o en clase, alrededor del mismo ordenador o tableta. Una persona hace clic y todo el mundo piensa." },
    { title: "A distancia con un código", text: "Cada cual en su casa, en la misma partida: quien organiza crea una partida a distancia y os envía su código de nueve cifras, un enlace o un código QR. Este modo todavía es joven y puede presentar errores." },
  ],
  tipsTitle: "Antes de empezar una partida",
  tipsIntro: "La pantalla de inicio de cada juego recuerda estas reglas. Mejor conocerlas antes de que arranque el cronómetro.",
  tips: [
    { title: "Ten a mano papel y lápiz", text: "Un código visto en una sala puede servir tres enigmas más tarde. Apunta todo lo que parezca importante." },
    { title: "Las pistas hay que ganárselas", text: "Cada petición de pista activa un tiempo de espera antes de poder pedir otra. Un aviso te indica cuándo hay una nueva pista disponible." },
    { title: "Cuidado con responder al azar", text: "Una respuesta errónea puede penalizar. Tómate tu tiempo para comprobar antes de validar." },
    { title: "Usa el inventario", text: "Los objetos recogidos se pueden usar, examinar o combinar: una llave, una lupa, dos trozos de un mapa…" },
  ],
  warning: "Bueno saberlo: tu progreso se conserva durante 24 horas en el dispositivo en el que juegas. Si recargas la página o pierdes la conexión, sigues donde lo dejaste; solo el botón «Salir» termina la partida. Si has iniciado sesión, tu partida en solitario se guarda en tu cuenta durante 30 días tras tu última acción: retómala desde la página del juego, en cualquier dispositivo.",
  inGameTitle: "Durante la partida",
  inGame: [
    { title: "Las salas", text: "Se desbloquean nuevas salas a medida que avanzas; la lista de salas permite moverse entre ellas." },
    { title: "Las opciones", text: "Ajusta la música y los sonidos, pausa el juego y retómalo cuando quieras." },
    { title: "El final", text: "¿Victoria? Verás tu tiempo, las pistas usadas, las respuestas erróneas y los logros desbloqueados. ¿Se acabó el tiempo? Decides si paras o sigues." },
  ],
  chooseTitle: "Elegir bien el juego",
  chooseText: "Cada ficha indica la temática, la dificultad, la duración, la edad recomendada y el número de jugadores, además de las reseñas de quienes ya lo han jugado. Las habilidades que pone a prueba (búsqueda, manipulación, reflexión) te ayudan a encontrar el juego que va contigo.",
  themesLabel: "Temáticas",
  difficultiesLabel: "Dificultades",
  accountTitle: "¿Con o sin cuenta?",
  accountText: "Sin cuenta juegas en solitario a los juegos abiertos a todos y te unes con un apodo a las partidas a distancia cuyo organizador invita a jugadores sin cuenta (planes Pro, Educación y Empresa). Con una cuenta gratuita se guardan tus logros y puedes unirte a cualquier partida a distancia o crear las tuyas.",
  accountCta: "Crear una cuenta gratis",
  ctaTitle: "Te toca jugar",
  ctaText: "Aventura, fantasía, terror o investigación: hay juegos esperándote, desde los primeros pasos hasta los retos más retorcidos.",
};

export default es;
