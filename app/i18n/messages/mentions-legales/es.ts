import type fr from "./fr";

const es: typeof fr = {
  title: "Aviso legal",
  description:
    "Editor y alojamiento de Escaplay, propiedad intelectual, protección de datos personales (RGPD) y cookies utilizadas en el sitio.",
  intro:
    "Quién edita Escaplay, quién lo aloja y cómo tratamos sus datos personales y las cookies. Para cualquier pregunta, escríbanos a {{supportEmail}}.",
  updated: "Última actualización:",
  tocTitle: "Índice",
  numbering: "{{n}}.",
  backToToc: "Volver al índice",
  seeAlso: "Ver también",
  articles: {
    publisher: {
      title: "Editor del sitio",
      body: [
        [
          "Escaplay SAS, sociedad por acciones simplificada de derecho francés con un capital social de 20 000 €",
          "Domicilio social: 14 rue Childebert, 69002 Lyon, Francia",
          "Registro Mercantil (RCS) de Lyon 912 345 678 – NIF-IVA intracomunitario FR74 912 345 678",
          "Teléfono: +33 4 65 71 20 25 – correo electrónico: {{supportEmail}}",
          "Directora de la publicación: Camille Roussel, presidenta",
        ],
      ],
    },
    host: {
      title: "Alojamiento",
      body: [
        "El sitio está alojado por Cloudflare, Inc., 101 Townsend St, San Francisco, CA 94107, Estados Unidos – [www.cloudflare.com](https://www.cloudflare.com). Las páginas se sirven desde la red de centros de datos de Cloudflare, lo más cerca posible de cada visitante.",
      ],
    },
    ip: {
      title: "Propiedad intelectual",
      body: [
        "La marca Escaplay, el logotipo, la identidad visual, las ilustraciones, los textos y el código del sitio pertenecen a Escaplay SAS. Queda prohibida cualquier reproducción sin autorización por escrito.",
        "Los juegos publicados en la plataforma pertenecen a sus creadores, que nos conceden una licencia para mostrarlos, tal y como describen las [condiciones generales de uso](/cgu#content). Si cree que un contenido vulnera sus derechos, denúncielo desde la ficha del juego o escriba a {{supportEmail}}.",
      ],
    },
    data: {
      title: "Datos personales",
      body: [
        "El responsable del tratamiento es Escaplay SAS. Solo recogemos los datos necesarios para el servicio y nunca los vendemos.",
        {
          caption: "Por qué tratamos sus datos",
          rows: [
            ["Finalidad", "Base jurídica", "Plazo de conservación"],
            ["Crear y gestionar su cuenta, sus proyectos y sus partidas", "Ejecución del contrato (condiciones de uso)", "Mientras la cuenta esté abierta; después, supresión en 30 días"],
            ["Gestionar suscripciones, pagos y facturas", "Ejecución del contrato y obligación legal", "Facturas: 10 años (obligación contable)"],
            ["Responder a sus mensajes de contacto", "Interés legítimo: responderle", "3 años desde el último intercambio"],
            ["Moderar reseñas y tramitar denuncias", "Obligación legal e interés legítimo", "1 año desde la decisión"],
            ["Proteger el sitio, prevenir abusos y contar las partidas jugadas sin cuenta", "Interés legítimo", "1 año"],
            ["Medir la audiencia de forma anónima", "Consentimiento", "Solo estadísticas agregadas, sin datos personales"],
            ["Enviar el boletín informativo", "Consentimiento", "Hasta que se dé de baja"],
            ["Atribuir un registro a la persona que lo recomendó y calcular sus comisiones", "Consentimiento (cookie _ref) y después ejecución del programa de afiliación", "Comisiones: 10 años (obligación contable)"],
          ],
        },
        "Destinatarios: solo el equipo de Escaplay y nuestros encargados del tratamiento tienen acceso, dentro de los límites de su función: Cloudflare (alojamiento), nuestro proveedor de pagos y nuestro servicio de envío de correos. Cuando los datos se tratan fuera de la Unión Europea, en particular en Estados Unidos, la transferencia se ampara en el Marco de Privacidad de Datos UE-EE. UU. o en las cláusulas contractuales tipo de la Comisión Europea.",
      ],
    },
    rights: {
      title: "Sus derechos",
      body: [
        "En cualquier momento puede acceder a sus datos, rectificarlos o suprimirlos, limitar su tratamiento u oponerse a él, solicitar su portabilidad y retirar su consentimiento.",
        "Para ejercer estos derechos, escriba a nuestro delegado de protección de datos: dpo@escaplay.fr, o por correo postal a Escaplay SAS – DPO, 14 rue Childebert, 69002 Lyon, Francia. Respondemos en el plazo de un mes.",
        "Si considera que no se respetan sus derechos, puede presentar una reclamación ante la autoridad francesa de protección de datos, la CNIL, 3 place de Fontenoy, TSA 80715, 75334 París Cedex 07, Francia – [www.cnil.fr](https://www.cnil.fr) –, o ante la Agencia Española de Protección de Datos – [www.aepd.es](https://www.aepd.es).",
      ],
    },
    cookies: {
      title: "Cookies",
      body: [
        "Solo instalamos las cookies que se indican a continuación. Las cuatro primeras son necesarias para el funcionamiento del sitio y no requieren su consentimiento. No utilizamos cookies publicitarias ni de redes sociales.",
        {
          caption: "Cookies instaladas por Escaplay",
          rows: [
            ["Nombre", "Para qué sirve", "Duración", "Tipo"],
            ["_sr", "Mantiene abierta su sesión", "Mientras dure la sesión", "Necesaria"],
            ["_pos", "Identificador aleatorio de 7 caracteres, sin relación con su identidad: cuenta las partidas jugadas sin cuenta y protege el sitio contra abusos", "1 año", "Necesaria"],
            ["_lang", "Recuerda el idioma del sitio que ha elegido", "1 año", "Necesaria"],
            ["_val", "Recuerda su respuesta al aviso de cookies: 1 si acepta la medición de audiencia y la cookie de afiliación, 0 si las rechaza", "90 días", "Necesaria"],
            ["_ref", "Recuerda el enlace de afiliado por el que llegó (un código de 8 caracteres y la fecha de su visita), para atribuir su registro a la persona que le recomendó Escaplay", "30 días", "Con su consentimiento"],
          ],
        },
        "La cookie _ref (programa de [afiliación](/affiliation)) solo se instala si ha aceptado las cookies en el aviso. Sin su consentimiento no se guarda nada: el código de afiliado queda solo en la dirección de la página que está viendo y su registro no se atribuye a nadie. Solo se lee al crear una cuenta en un plazo de 30 días; la persona que le recomendó no ve ni su nombre ni su dirección, solo un identificador anónimo y el importe de su comisión.",
        "La medición de audiencia respeta su privacidad: no utiliza cookies, no le sigue de un sitio a otro y solo se carga después de que usted la acepte.",
        "Si la rechaza, solo se guarda ese rechazo (_val vale 0, nada que permita reconocerle) y no se carga ninguna medición de audiencia; el aviso no vuelve a aparecer. Puede cambiar de opinión borrando las cookies del sitio en su navegador; el aviso de elección volverá a aparecer.",
      ],
    },
    contact: {
      title: "Contacto",
      body: [
        "Por correo electrónico a {{supportEmail}}, mediante el [formulario de contacto](/contact), por teléfono al +33 4 65 71 20 25 (de lunes a viernes, de 9:00 a 17:00, hora de Francia) o por correo postal: Escaplay SAS, 14 rue Childebert, 69002 Lyon, Francia.",
      ],
    },
  },
};

export default es;
