import type fr from "./fr";

const es: typeof fr = {
  title: "Novedades",
  description: "Las notas de versión de Escaplay: lo que ha llegado a la plataforma, versión tras versión, y lo que viene después.",
  eyebrow: "Notas de versión",
  heroTitle: "Las novedades de Escaplay",
  heroText: "Cada versión, lo que trae y lo que preparamos a continuación. Preferimos anunciar lo que está listo antes que prometer fechas.",
  ctaContact: "Sugerir una idea",
  upcomingTitle: "En preparación",
  upcomingIntro: "Los próximos pasos, en el orden en que trabajamos en ellos. Todavía no están disponibles.",
  upcoming: [],
  releasedTitle: "Versiones publicadas",
  notes: {
    account: {
      title: "Tu partida en tu cuenta, el boletín y el blog",
      summary: "Una partida en solitario retomada en otro dispositivo, correos que cumplen lo que prometen y un blog escrito por el equipo.",
      items: [
        "Con la sesión iniciada, tu partida en solitario se guarda en tu cuenta durante 30 días tras tu última acción: «Reanudar mi partida» en la página del juego, con dónde estabas y cuándo, desde cualquier navegador o dispositivo; «Abandonar esta partida» para volver a empezar",
        "«La actividad de mis juegos»: un resumen diario por correo de las reseñas pendientes de moderación, aprobadas o rechazadas, las denuncias sobre tus juegos y los colaboradores que se han unido, si lo pediste en Mi cuenta",
        "El boletín, con la confirmación de tu dirección mediante un enlace y un enlace para darte de baja con un clic en cada correo",
        "El blog escrito por el equipo, artículo a artículo en cada idioma, con un canal RSS por sitio",
      ],
    },
    palette: {
      title: "La paleta del creador: sonido, candados, mapa, plantillas y biblioteca",
      summary: "Juegos que se oyen, cinco candados nuevos, el mapa de enigmas que dice si el juego se puede terminar, plantillas para cada uso y una biblioteca de recursos libres.",
      items: [
        "El sonido en los tres editores: una música ambiental para el juego, que cada sala, escena o página puede sustituir o silenciar, con su volumen, su bucle y un fundido entre lugares; efectos de sonido para un objeto recogido, un enigma resuelto, una respuesta incorrecta, la victoria y la derrota, cada uno con un subtítulo escrito en el diario para jugadores sordos o con discapacidad auditiva",
        "El jugador decide: ningún sonido antes de su clic, el aviso de sonido solo menciona lo que el juego contiene, y el volumen y el silencio se ajustan en las opciones",
        "Cinco candados nuevos: direccional (flechas), colores, formas y símbolos, un patrón que se traza en una cuadrícula y ruedas de números, utilizables con teclado o táctil y nombrados para los lectores de pantalla; el servidor sigue comprobando las respuestas",
        "El mapa de enigmas en cada editor: salas, escenas o páginas, enigmas y objetos, y lo que cada uno desbloquea; comprueba que el juego se puede ganar desde el inicio e indica en la lista de problemas lo que queda fuera de alcance",
        "Plantillas listas para adaptar, seis por tipo de juego, escritas en el idioma del sitio: repaso en clase, integración de equipo, cumpleaños, misterio, visita al museo y clase de idiomas",
        "Una biblioteca de recursos libres (imágenes, objetos, iconos y sonidos con licencia CC0) que se busca por palabra clave desde cada editor, sin contar en tu espacio de almacenamiento",
      ],
    },
    images: {
      title: "Las imágenes generadas por IA",
      summary: "Describir una imagen y obtenerla en los archivos del proyecto, en cada editor.",
      items: [
        "«Generar una imagen» en los archivos del proyecto, en los tres editores: una descripción, un formato (escena 16:9, panorama 360° 2:1 u objeto cuadrado), y la imagen se añade a la carpeta abierta",
        "Antes de generar se muestran las imágenes que quedan en el mes: 50 al mes con Pro, 40 con Educación, 100 con Empresa; una generación rechazada o fallida no se descuenta",
        "Cada imagen cuenta en el almacenamiento del propietario del proyecto, como un archivo subido",
      ],
    },
    company: {
      title: "El plan Empresa con tu marca",
      summary: "Tus juegos de marca blanca, en tu propio dominio, y tu equipo en la misma suscripción.",
      items: [
        "La marca de la empresa en Mi cuenta, pestaña Marca: un nombre, un logotipo elegido entre tus imágenes, dos colores con el contraste comprobado (WCAG AA) y una dirección de soporte",
        "Un juego de marca blanca, elegido en la pestaña de publicación, muestra tu marca y nada de la plataforma: páginas del juego y de la partida, sala de espera, pantalla final y código QR; queda fuera del catálogo salvo si lo incluyes",
        "Tu propio dominio, por ejemplo juegos.tu-empresa.es, en la pestaña Dominio: los registros DNS que crear, la comprobación a petición y cada hora, y después tus juegos de marca blanca servidos en esa dirección, en el idioma que elijas, en solitario y en multijugador",
        "Los miembros de tu equipo, invitados por correo desde la pestaña Equipo, comparten el plan Empresa y encuentran los proyectos de la empresa en su espacio de creación; un miembro retirado pierde el acceso al instante",
      ],
    },
    paid: {
      title: "Los planes de pago en línea",
      summary: "Contratar Pro o Empresa con tarjeta, gestionar uno mismo su suscripción, la oferta para docentes, la afiliación y un back office para el equipo.",
      items: [
        "Pro mensual o anual (un 16 % menos) y Empresa anual se contratan desde la página Planes y precios, con tarjeta, en la página de pago segura de Stripe: en euros, en francos suizos en el sitio suizo, IVA incluido y calculado según su país, número de IVA solicitado a las empresas",
        "El plan se activa en cuanto Stripe confirma el pago; la pestaña Suscripción de la cuenta muestra la periodicidad, la fecha del próximo cobro y el botón «Gestionar mi suscripción», que abre el portal de Stripe para cambiar de tarjeta o de periodicidad, cancelar o reanudar",
        "Una cancelación surte efecto al final del periodo pagado; después la cuenta vuelve al plan Básico, los proyectos se conservan y solo se rechazan los nuevos proyectos y archivos por encima de los límites",
        "Un pago rechazado: un correo electrónico, nuevos intentos de Stripe y {{grace}} días durante los que el plan sigue activo, y después la vuelta al plan Básico",
        "La factura de cada pago, con su PDF, en el apartado Facturas de la cuenta",
        "La oferta para docentes: docentes y asociaciones envían su solicitud desde la página Educación; una vez aceptada por el equipo, el plan Educación se contrata por {{teacher}} al mes, o el equipo lo concede gratis hasta una fecha dada",
        "La afiliación: cada cuenta tiene su enlace personal en Mi cuenta, pestaña Afiliación, y recibe el 20 % de cada factura Pro o Empresa pagada durante su primer año por las personas registradas con ese enlace",
        "Para el equipo, un back office: encontrar una cuenta, ver su plan y sus pagos, conceder o terminar un plan, suspender una cuenta (desconectada en todas partes a la vez), tramitar las solicitudes Educación y pagar las comisiones, con cada acción anotada en un registro que nadie puede modificar",
      ],
    },
    community: {
      title: "La comunidad en torno a los juegos",
      summary: "Opinar, denunciar un juego, presentar su perfil, enlazar juegos en capítulos y encontrar el juego adecuado entre todos los demás.",
      items: [
        "Tras terminar una partida, el jugador valora el juego y escribe una opinión; también un visitante sin cuenta, firmada «Invitado», si el creador lo acepta. La opinión se publica tras la moderación y su autor puede modificarla o eliminarla",
        "La primera opinión publicada sobre cada juego añade 0,05 MB al almacenamiento de su autor",
        "Un jugador conectado denuncia un juego por uno de los ocho motivos, describiendo los hechos; el equipo de moderación trata denuncias y opiniones, y el autor o el creador sabe por qué",
        "La ficha de un juego muestra sus logros; los ocultos siguen ocultos hasta que los desbloquee",
        "Cada perfil público presenta una biografía, enlaces a redes, logros desbloqueados, juegos publicados y, si la persona lo permite, sus partidas jugadas y organizadas",
        "Con los planes Pro, Educación y Empresa, un creador enlaza sus juegos en colecciones de capítulos (beta); la ficha y la pantalla final muestran el progreso y el capítulo siguiente",
        "El catálogo muestra las tendencias (los más jugados de los últimos 7 días), los más jugados y las novedades, busca en títulos, descripciones y nombres de creadores, y se recorre página a página, con o sin JavaScript",
      ],
    },
    together: {
      title: "Crear entre varios",
      summary: "Invitar a colaboradores a un proyecto y editarlo juntos, en directo, en los tres editores.",
      items: [
        "El propietario de un proyecto invita a colaboradores por su nombre de usuario o su correo electrónico; quien no tiene cuenta recibe un enlace de invitación",
        "Hasta 2 colaboradores por proyecto con el plan Básico, 10 con los planes Pro, Educación y Empresa, invitaciones pendientes incluidas",
        "Dos roles: un editor modifica el borrador, sus archivos y sus versiones y prueba el juego; un lector abre el editor en solo lectura. Solo el propietario publica, renombra y elimina el proyecto y gestiona sus colaboradores",
        "Las invitaciones se aceptan o se rechazan desde el espacio de proyectos («Invitaciones»), donde los proyectos de otras personas aparecen en «Compartidos conmigo»; un colaborador puede salir de un proyecto, el propietario puede retirarlo, y su editor abierto se cierra al instante",
        "En los tres editores: quién está, cada persona con su avatar en su color (dos pestañas de una misma persona se muestran como tales), sus punteros en directo sobre las escenas de Interfaz 2D y los panoramas 360°, y lo que cada uno ha seleccionado y está escribiendo",
        "Los cambios de dos personas en elementos distintos se conservan todos; un mismo campo editado por dos personas se resuelve igual para ambas, y a quien se le ha sustituido lo escrito se le avisa",
        "Los cambios hechos sin conexión se fusionan al volver la red, y no se pierde nada cuando nuestro servidor de edición en directo se reinicia",
      ],
    },
    studio: {
      title: "El estudio de creación",
      summary: "Crear tus propios juegos en el navegador, con un editor para cada uno de los tres formatos, y después probarlos, publicarlos y compartirlos.",
      items: [
        "Un espacio de proyectos: crear un proyecto vacío o a partir de una plantilla, cambiarle el nombre, duplicarlo, borrarlo y restaurarlo, dentro de los límites de tu plan",
        "El editor Interfaz 2D: escenas con su imagen de fondo, zonas clicables colocadas con el ratón, las flechas del teclado o sus coordenadas, una vista previa de la escena, un cursor por zona, objetos para examinar (imagen o modelo 3D), recetas para combinar, acciones y condiciones, enlaces entre escenas",
        "El editor 360°: panoramas, puntos de interés colocados con un clic, por su orientación o con el teclado, enlaces entre panoramas",
        "El editor Clásico: páginas de bloques de contenido (texto con formato en unas 85 fuentes, imágenes, sonidos con su transcripción, enlaces de vídeo) y enigmas de todo tipo (código, respuesta, usuario y contraseña, código para subir, usar un objeto), con pistas, penalizaciones, salas y su acceso",
        "En cada editor: el árbol del proyecto, un inspector, la lista de problemas (un clic selecciona el elemento afectado), deshacer y rehacer, copiar y pegar interacciones y objetos",
        "El estado del guardado siempre a la vista; los cambios se quedan en el navegador tras recargar la página o un corte de red y se envían en cuanto vuelve la conexión",
        "Los archivos del proyecto, versiones con nombre, la prueba del juego, la publicación en el catálogo y el uso compartido con un enlace; juegos privados con los planes Pro, Educación y Empresa; reutilizar un proyecto publicado que lo permita",
      ],
    },
    multi: {
      title: "El multijugador con código",
      summary: "Jugar juntos a distancia, cada uno en su pantalla, en la misma partida.",
      items: [
        "Una persona con la sesión iniciada crea una partida a distancia desde la pantalla de inicio de un juego multijugador y elige cuántos jugadores hacen falta para empezar y el máximo",
        "Los jugadores se unen con su código de nueve cifras (página «Introducir un código»), su enlace o su código QR",
        "Una sala de espera con la lista de jugadores y después una partida común: mismo decorado, mismo inventario, chat, mensajes rápidos y «Mostrar a los demás»",
        "Quien crea la partida la inicia, la pausa, la termina y puede retirar a un jugador",
        "Sin cuenta solo te unes a una partida si quien la organiza, con un plan Pro, Educación o Empresa, invita a jugadores sin cuenta; si no, todos inician sesión",
        "El multijugador todavía es joven: pueden aparecer errores, avísanos",
      ],
    },
    play: {
      title: "El motor de juego y las partidas en solitario",
      summary: "Los tres formatos se juegan de principio a fin en el navegador, con cinco juegos de demostración.",
      items: [
        "Interfaz 2D (escenas ilustradas), 360° (panoramas) y Clásico (páginas de contenido y enigmas)",
        "Inventario, objetos para examinar y combinar, códigos, respuestas, identificadores y códigos para subir",
        "Pistas con tiempo de espera, penalización por respuesta incorrecta, pausa y, cuando se acaba el tiempo, la elección de parar o seguir",
        "El progreso se retoma tras recargar la página o perder la conexión, durante 24 horas",
        "Pantalla final con el tiempo, las pistas, los errores y los logros; los logros se guardan para los jugadores con sesión iniciada",
      ],
    },
    accounts: {
      title: "Las cuentas",
      summary: "Una cuenta gratuita para conservar tus logros y organizar partidas.",
      items: [
        "Registro validado con un código de 6 cifras enviado por correo electrónico, inicio de sesión e inicio de sesión con Google cuando se ofrece",
        "Recuperación de la cuenta por correo electrónico",
        "Espacio personal: foto de perfil, correo electrónico, contraseña, preferencias de correo, plan y facturas",
      ],
    },
    foundation: {
      title: "Los cimientos",
      summary: "La primera piedra de Escaplay: los sitios, el catálogo y las páginas que presentan la plataforma.",
      items: [
        "Siete sitios en su idioma: Francia, Suiza, Bélgica, Alemania, España, Italia y Europa en inglés, elegidos según la dirección del sitio",
        "El catálogo de juegos con búsqueda, filtros, orden y temáticas, y una ficha detallada de cada juego con las opiniones de los jugadores",
        "La página de inicio con las cifras de la comunidad",
        "Las páginas para jugadores, creadores, docentes y empresas, la guía de creación y estas notas",
        "La introducción de un código de partida, un aviso de cookies con consentimiento explícito y una página de error clara cuando un enlace está roto",
      ],
    },
  },
  ctaTitle: "¿Una idea para lo que viene?",
  ctaText: "Las próximas versiones se construyen con tus opiniones. Cuéntanos qué echas en falta.",
};

export default es;
