import type fr from "./fr";

const es: typeof fr = {
  title: "Condiciones generales de venta",
  description:
    "Planes, precios, facturación mensual o anual, pago, renovación, cancelación, derecho de desistimiento y reembolsos de las suscripciones de Escaplay.",
  intro:
    "Estas condiciones se aplican cuando contrata un plan de pago de Escaplay. Completan nuestras [condiciones generales de uso](/cgu). Lo esencial: paga con tarjeta en la página segura de Stripe, el plan Pro no tiene permanencia, lo cancela en cualquier momento desde su cuenta y sus facturas están siempre disponibles allí.",
  updated: "Última actualización:",
  tocTitle: "Índice",
  numbering: "Artículo {{n}} –",
  backToToc: "Volver al índice",
  seeAlso: "Ver también",
  articles: {
    scope: {
      title: "Ámbito de aplicación",
      body: [
        "El vendedor es Escaplay SAS, 14 rue Childebert, 69002 Lyon, Francia, inscrita en el Registro Mercantil (RCS) de Lyon con el número 912 345 678 (véase el [aviso legal](/mentions-legales)).",
        "Estas condiciones generales de venta (las «CGV») regulan las suscripciones de pago contratadas en la plataforma, tanto por consumidores como por profesionales. Las condiciones vigentes el día de la contratación se aplican durante todo el periodo pagado.",
      ],
    },
    plans: {
      title: "Los planes",
      body: [
        "Escaplay ofrece cuatro planes, detallados y comparados en la página de [planes y precios](/plans):",
        [
          "Básico (gratuito): 3 proyectos, 10 MB de almacenamiento, 2 colaboradores por proyecto, publicación de juegos y guardado del progreso.",
          "Pro: proyectos ilimitados, 1 GB de almacenamiento, 10 colaboradores por proyecto, 50 imágenes generadas con IA al mes, publicación y uso compartido privados, invitación de jugadores sin cuenta, resultados de las partidas (beta) y colecciones (beta).",
          "Educación: las funciones del plan Pro con 250 MB de almacenamiento y 40 imágenes al mes, reservado a docentes y asociaciones sin ánimo de lucro. El acceso se solicita desde la página [Educación](/education#request); comprobamos su condición antes de abrirlo.",
          "Empresa: los límites del plan Pro, 100 imágenes al mes, proyectos de marca blanca y dominio propio, con suscripción anual.",
        ],
        "Las funciones marcadas como «beta» están en fase de ajuste: pueden cambiar y presentar errores.",
        "Las imágenes generadas con IA se crean desde los archivos de un proyecto, en el editor: cada una cuenta en la cuota mensual del plan del propietario del proyecto (mes natural, en tiempo universal) y en su almacenamiento; una generación rechazada o fallida no se descuenta, y las imágenes no usadas en un mes no se acumulan.",
      ],
    },
    prices: {
      title: "Precios",
      body: [
        "Los precios se indican en euros, con todos los impuestos incluidos:",
        [
          "Pro: {{proMonthly}} al mes, o {{proYearly}} al año.",
          "Oferta para docentes: el plan Educación por {{teacherMonthly}} al mes, disponible una vez aceptada su solicitud Educación.",
          "Educación gratuita: tras examinar su solicitud, el equipo puede concederle el plan Educación sin pago, hasta la fecha que le indique.",
          "Empresa: {{companyYearly}} al año.",
        ],
        "El IVA lo calcula al pagar Stripe Tax, el servicio fiscal de nuestro proveedor de pagos, según el país y la dirección que indique; el precio pagado sigue siendo el mostrado.",
        "A un profesional que indique al pagar un número de IVA válido de otro Estado de la Unión Europea se le factura con inversión del sujeto pasivo: su factura no lleva IVA.",
        "Podemos modificar nuestros precios. Un precio nuevo nunca se aplica a un periodo ya pagado: le avisamos al menos 30 días antes de su próxima renovación y puede cancelar antes si no le conviene.",
      ],
    },
    billing: {
      title: "Facturación mensual o anual",
      body: [
        "El plan Pro se paga al mes o al año, a su elección. El pago anual le permite ahorrar un 16 % respecto a doce mensualidades.",
        "El plan Pro no tiene permanencia: pague al mes o al año, puede cancelarlo cuando quiera y la cancelación surte efecto al final del periodo en curso.",
        "El plan Empresa es una suscripción anual que se paga con tarjeta de una vez por doce meses.",
      ],
    },
    payment: {
      title: "Contratación y pago",
      body: [
        "Contrata desde la página [Planes y precios](/plans), con la sesión iniciada en su cuenta: el botón del plan elegido le lleva a Stripe Checkout, la página de pago segura de nuestro proveedor Stripe, que resume el plan, la periodicidad y el precio total. Allí indica su país, su dirección de facturación y, si paga para una empresa, su número de IVA. El pedido se formaliza cuando confirma el pago; su plan se activa en cuanto Stripe nos lo confirma.",
        "El pago se hace con tarjeta, cargada al contratar y en cada renovación. Stripe gestiona su tarjeta: no vemos ni guardamos su número.",
        "Si un pago falla, le avisamos por correo electrónico y Stripe vuelve a intentar el cargo en su tarjeta. Su plan sigue activo {{graceDays}} días desde el primer fallo, el tiempo de actualizar su medio de pago; si no hay pago para entonces, su cuenta vuelve al plan Básico.",
      ],
    },
    renewal: {
      title: "Renovación y cancelación",
      body: [
        "Salvo cancelación, la suscripción se renueva automáticamente por el mismo periodo: un mes o un año. La fecha del próximo cobro figura en la pestaña [Suscripción](/account?tab=subscription) de su cuenta.",
        "Cancela en cualquier momento, sin gastos, desde la pestaña [Suscripción](/account?tab=subscription) de su cuenta, con el botón «Gestionar mi suscripción»: abre el portal de clientes de Stripe, donde también puede cambiar de tarjeta o, en el plan Pro, pasar del pago mensual al anual y viceversa. La cancelación surte efecto al final del periodo pagado; su plan sigue activo hasta entonces y puede reanudar la suscripción antes de esa fecha.",
        "Al terminar la suscripción, su cuenta vuelve al plan Básico. Sus proyectos se conservan, pero mientras supere los límites del plan Básico no podrá crear proyectos nuevos ni añadir archivos, y los juegos compartidos en privado dejarán de estar accesibles.",
      ],
    },
    withdrawal: {
      title: "Derecho de desistimiento",
      body: [
        "Si es usted consumidor, dispone de 14 días desde la contratación para desistir, sin necesidad de justificación.",
        "Para ejercerlo, basta con comunicárnoslo claramente antes de que termine el plazo: por correo electrónico a {{supportEmail}}, mediante el [formulario de contacto](/contact) (asunto «Asistencia») o por correo postal. Puede, sin estar obligado, escribir: «Desisto del contrato de suscripción a Escaplay celebrado el […]», con su nombre y el correo electrónico de su cuenta.",
        "Su plan empieza en el momento de la contratación. Si desiste, solo paga la parte correspondiente a los días ya transcurridos: nuestro equipo le devuelve el resto en un plazo de 14 días, en la tarjeta utilizada y sin gastos, y pone fin a la suscripción.",
        "El derecho de desistimiento no se aplica a los profesionales, por lo que no cubre el plan Empresa contratado para una actividad profesional.",
      ],
    },
    invoices: {
      title: "Facturas",
      body: [
        "Se emite una factura por cada pago. Todas sus facturas están disponibles en cualquier momento en su cuenta, en el apartado [Facturas](/account/invoices), en formato PDF.",
        "Si desea que figuren el nombre de una empresa o de un centro educativo, o un número de IVA, indíquelos en la página de pago de Stripe: se recogen en las facturas siguientes.",
      ],
    },
    refunds: {
      title: "Reembolsos",
      body: [
        "Fuera del desistimiento, un periodo iniciado no se reembolsa: conserva el acceso a las funciones de pago hasta su término.",
        "En caso de error de facturación o de cobro duplicado, le reembolsamos íntegramente el importe indebido. Si la plataforma deja de estar disponible por causa nuestra durante más de 72 horas seguidas, prolongamos su suscripción el mismo tiempo o, si lo prefiere, le reembolsamos ese periodo.",
      ],
    },
    liability: {
      title: "Responsabilidad",
      body: [
        "Nos comprometemos a prestar con diligencia las funciones del plan contratado. No somos responsables de los daños causados por un mal uso de la plataforma, por los contenidos publicados por los usuarios o por causas de fuerza mayor.",
        "Frente a los profesionales, nuestra responsabilidad se limita a las cantidades pagadas en los últimos doce meses. Para los consumidores se aplican plenamente las garantías legales de conformidad de los contenidos y servicios digitales.",
      ],
    },
    data: {
      title: "Datos personales",
      body: [
        "Para gestionar su suscripción tratamos sus datos de identificación, facturación y pago. Los detalles (finalidades, plazos de conservación, derechos) figuran en el [apartado de datos personales del aviso legal](/mentions-legales#data).",
      ],
    },
    disputes: {
      title: "Reclamaciones, mediación y litigios",
      body: [
        "Para cualquier reclamación, escríbanos a {{supportEmail}}: respondemos en un plazo de 7 días hábiles.",
        "Si es usted consumidor y nuestra respuesta no le satisface, puede acudir gratuitamente al mediador de consumo al que estamos adheridos: CM2C, 49 rue de Ponthieu, 75008 París, Francia, [www.cm2c.net](https://www.cm2c.net), en el año siguiente a su reclamación por escrito.",
        "Estas CGV se rigen por la ley francesa, sin perjuicio de las normas imperativas de protección de los consumidores de su país de residencia. A falta de acuerdo, el litigio se somete al tribunal competente; para los profesionales, los tribunales de Lyon.",
      ],
    },
  },
};

export default es;
