import type fr from "./fr";

const es: typeof fr = {
  title: "Condiciones generales de uso",
  description:
    "Las normas de uso de Escaplay: cuenta, contenidos publicados, importación de proyectos, denuncias, reseñas, partidas multijugador y logros.",
  intro:
    "Estas condiciones fijan las reglas del juego entre usted y Escaplay SAS. Las hemos redactado de la forma más sencilla posible: dedique unos minutos a leerlas, porque se aplican en cuanto utiliza el sitio.",
  updated: "Última actualización:",
  tocTitle: "Índice",
  numbering: "Artículo {{n}} –",
  backToToc: "Volver al índice",
  seeAlso: "Ver también",
  articles: {
    purpose: {
      title: "Objeto",
      body: [
        "Escaplay es una plataforma en línea para jugar, crear y compartir escape games. La edita Escaplay SAS, cuyos datos figuran en el [aviso legal](/mentions-legales).",
        "Estas condiciones generales de uso (las «Condiciones») regulan el acceso al sitio y su uso, gratuito o de pago. Las suscripciones de pago se rigen además por nuestras [condiciones generales de venta](/cgv).",
      ],
    },
    definitions: {
      title: "Definiciones",
      body: [
        [
          "Plataforma: el sitio Escaplay y sus versiones por país, sea cual sea el dispositivo.",
          "Visitante: cualquier persona que navega por la plataforma sin haber iniciado sesión.",
          "Usuario: cualquier persona titular de una cuenta Escaplay verificada.",
          "Creador: un usuario que diseña un proyecto en uno de los tres editores (Interfaz 2D, 360° o Clásico).",
          "Proyecto: un juego en preparación; se convierte en «juego» una vez publicado.",
          "Contenido: todo lo que un usuario sube o escribe en la plataforma (imágenes, sonidos, textos, enigmas, reseñas, denuncias).",
          "Sesión multijugador: una partida jugada a distancia por varias personas, a la que se accede con un código numérico.",
        ],
      ],
    },
    access: {
      title: "Acceso y cuenta",
      body: [
        "La mayoría de los juegos se pueden jugar sin cuenta. Para guardar sus logros, jugar a los juegos reservados a usuarios registrados o crear una partida multijugador necesita una. El registro es gratuito: elige un nombre de usuario e indica un correo electrónico válido y una contraseña de al menos 6 caracteres. Cuando se ofrece la opción, también puede iniciar sesión con su cuenta de Google.",
        "Tras el registro, le enviamos por correo un código de verificación de 6 cifras. Mientras no lo introduzca, su cuenta sigue sin verificar y el acceso al contenido queda bloqueado. Puede pedir un código nuevo en cualquier momento.",
        "Cada cuenta tiene un nivel: sin verificar, verificada (plan gratuito Básico), Pro, Educación o Empresa. El nivel determina las funciones y los límites disponibles, descritos en la página de [planes](/plans).",
        "Sus datos de acceso son personales. Mantenga su contraseña en secreto y avísenos enseguida si cree que otra persona usa su cuenta.",
        "Si tiene menos de 15 años, pida permiso a su padre, madre o tutor antes de crear una cuenta.",
        "Una cuenta bloqueada ya no puede iniciar sesión. Si cree que se trata de un error, escriba a {{supportEmail}}.",
      ],
    },
    roles: {
      title: "Lo que puede hacer, con o sin cuenta",
      body: [
        "Como visitante, puede:",
        [
          "explorar el catálogo y consultar las fichas de los juegos;",
          "jugar en solitario a los juegos abiertos a todos; su progreso se conserva durante 24 horas en el dispositivo que utilice;",
          "unirse a una partida multijugador con su código, su enlace o su código QR, con un apodo, cuando quien la organiza, con un plan Pro, Educación o Empresa, invita a jugadores sin cuenta;",
          "registrarse e iniciar sesión.",
        ],
        "Sin cuenta, sus logros no se guardan.",
        "Como usuario con sesión iniciada, además puede gestionar su cuenta (foto de perfil, correo electrónico, contraseña, preferencias de correo), jugar a los juegos reservados a usuarios registrados, conservar su partida en solitario en su cuenta durante 30 días tras su última acción y retomarla en otro dispositivo, guardar sus logros, crear partidas multijugador, dejar reseñas de los juegos que haya terminado, denunciar un juego desde su ficha y presentar su perfil público.",
      ],
    },
    content: {
      title: "Sus contenidos y sus derechos",
      body: [
        "Usted sigue siendo el propietario de sus proyectos y de todo lo que crea en Escaplay. No reclamamos ningún derecho de autor sobre sus juegos.",
        "Para que la plataforma funcione, usted concede a Escaplay SAS una licencia no exclusiva, gratuita y mundial para alojar, reproducir, adaptar técnicamente (formatos, tamaños de imagen, compresión) y mostrar sus contenidos, con el único fin de hacer funcionar y dar a conocer la plataforma. Esta licencia dura mientras el contenido esté en línea y termina cuando usted lo elimina; las copias de seguridad se borran en un plazo razonable.",
        "Cuando publica un proyecto en modo público, autoriza a los demás creadores a importarlo: obtienen una copia en su propia cuenta, que pueden modificar y volver a publicar. El nombre del autor original sigue apareciendo en la ficha del juego importado. Retirar su juego de la publicación impide nuevas importaciones, pero no borra las copias ya hechas. Los proyectos compartidos de forma privada no se pueden importar.",
        "Suba solo contenidos que tenga derecho a usar: sus propias creaciones, material con una licencia libre compatible o material para el que su autor le haya dado permiso. Las imágenes generadas con IA en el editor pueden usarse en sus proyectos, respetando estas Condiciones.",
      ],
    },
    community: {
      title: "Normas de la comunidad y denuncias",
      body: [
        "Escaplay se dirige a un público amplio, incluidas las aulas. Está prohibido publicar un juego o un contenido:",
        [
          "de carácter sexual;",
          "violento, o que muestre objetos violentos de forma gratuita;",
          "ofensivo u odioso hacia una persona o un grupo;",
          "que constituya acoso o intimidación;",
          "que incite a actos peligrosos o dañinos;",
          "que implique abuso de menores;",
          "engañoso o que constituya spam;",
          "que vulnere los derechos de terceros o infrinja la ley.",
        ],
        "Cualquiera puede denunciar un juego escribiendo a {{supportEmail}}; un botón «Denunciar» en la ficha del juego llegará con una próxima versión. La denuncia debe indicar uno de estos ocho motivos: juego injugable, contenido sexual, contenido u objetos violentos, contenido ofensivo o de odio, acoso o intimidación, actos peligrosos o dañinos, maltrato infantil, spam o contenido engañoso. También debe describir los hechos.",
        "Examinamos cada denuncia. Si retiramos o limitamos un contenido, se lo comunicamos a su autor explicándole los motivos. Puede impugnar la decisión respondiendo a ese mensaje o escribiendo a {{supportEmail}}; otra persona del equipo revisará entonces el caso. Las denuncias abusivas reiteradas pueden conllevar una suspensión.",
      ],
    },
    reviews: {
      title: "Reseñas y moderación",
      body: [
        "Escribir reseñas todavía no está abierto: las fichas de los juegos muestran las reseñas ya publicadas. Las reglas de este artículo se aplicarán en cuanto se abra.",
        "Después de jugar, podrá puntuar el juego y dejar un comentario. Una reseña debe reflejar su propia experiencia: están prohibidas las reseñas pagadas y las que buscan perjudicar a un creador.",
        "Las reseñas se publican tras su moderación. Rechazamos las que incumplen las normas de la comunidad o no tienen relación con el juego. No filtramos las reseñas según sean positivas o negativas.",
        "Podrá modificar o eliminar su reseña en cualquier momento; una reseña modificada llevará la mención correspondiente.",
        "Cada reseña publicada por un usuario con sesión iniciada le dará 0,05 MB de almacenamiento adicional.",
      ],
    },
    multiplayer: {
      title: "Partidas multijugador e invitados",
      body: [
        "Para crear una partida multijugador se necesita una cuenta verificada. Los demás jugadores se unen con el código de nueve cifras, el enlace o el código QR que les da el organizador: compártalos solo con las personas a las que invite.",
        "Sin cuenta, uno se une a una partida a distancia solo si quien la organiza, con un plan Pro, Educación o Empresa, invita a jugadores sin cuenta; se elige entonces un apodo. Si no, cada jugador inicia sesión con su cuenta. Quien organiza sigue siendo responsable de las personas que invita y del respeto de estas Condiciones durante la partida; puede retirar a un jugador. Los apodos y los mensajes del chat respetan las normas de la comunidad.",
        "El modo multijugador sigue en desarrollo y puede presentar errores. En solitario o en grupo, el progreso de una partida se conserva durante 24 horas: tras recargar la página o perder la conexión, sigue donde lo dejó. El botón «Salir» termina la partida; para el organizador de una partida multijugador, la termina para todo el equipo.",
      ],
    },
    achievements: {
      title: "Logros",
      body: [
        "Los juegos pueden incluir logros que desbloquear; algunos permanecen ocultos hasta que los consigue. Solo se guardan si ha iniciado sesión.",
        "Los logros no tienen valor monetario y no se pueden intercambiar ni vender. Podemos retirar un logro obtenido con trampas o mediante un uso indebido del juego.",
      ],
    },
    liability: {
      title: "Responsabilidad",
      body: [
        "Hacemos todo lo posible para que la plataforma esté disponible y funcione correctamente, pero no podemos garantizar un servicio sin interrupciones: el mantenimiento, las actualizaciones o las incidencias técnicas pueden dejarla temporalmente inaccesible.",
        "Los juegos los crean los usuarios, que son responsables de sus contenidos. Escaplay actúa como prestador de alojamiento: retiramos con diligencia cualquier contenido manifiestamente ilícito que se nos notifique.",
        "Nada de lo dispuesto en estas Condiciones limita los derechos que la ley le reconoce como consumidor.",
      ],
    },
    suspension: {
      title: "Suspensión y cierre de la cuenta",
      body: [
        "Si se incumplen estas Condiciones, podemos, según la gravedad: advertirle, retirar el contenido en cuestión, suspender temporalmente su cuenta o bloquearla. Salvo urgencia u obligación legal, le avisamos antes y puede responder antes de cualquier decisión definitiva.",
        "Puede cerrar su cuenta en cualquier momento escribiendo a {{supportEmail}}. Sus datos de cuenta se eliminan entonces, al igual que sus proyectos, salvo las copias que otros creadores ya hayan importado.",
      ],
    },
    changes: {
      title: "Modificación de las Condiciones",
      body: [
        "Podemos modificar estas Condiciones, por ejemplo al añadir una función. Si el cambio es importante, le avisaremos por correo electrónico o en el sitio al menos 30 días antes de su entrada en vigor. Si no está de acuerdo, puede cerrar su cuenta antes de esa fecha.",
      ],
    },
    law: {
      title: "Ley aplicable y litigios",
      body: [
        "Estas Condiciones se rigen por la ley francesa. Si es usted un consumidor residente en otro país, conserva la protección de las normas imperativas de su país.",
        "En caso de desacuerdo, escríbanos primero: la mayoría de los problemas se resuelven así. Si no, los consumidores pueden acudir gratuitamente a la mediación descrita en nuestras [condiciones generales de venta](/cgv#disputes) o al tribunal competente.",
      ],
    },
    contact: {
      title: "Contacto",
      body: [
        "Para cualquier pregunta sobre estas Condiciones: {{supportEmail}}, el [formulario de contacto](/contact) o por correo postal a Escaplay SAS, 14 rue Childebert, 69002 Lyon, Francia.",
      ],
    },
  },
};

export default es;
