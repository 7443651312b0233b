import type fr from "./fr";

const es: typeof fr = {
  title: "Condiciones generales de venta",
  description:
    "Planes, precios, facturación mensual o anual, pago, renovación, cancelación, derecho de desistimiento y reembolsos de las suscripciones de Escaplay.",
  intro:
    "Estas condiciones se aplican cuando contrata un plan de pago de Escaplay. Completan nuestras [condiciones generales de uso](/cgu). Lo esencial: el plan Pro no tiene permanencia, puede cancelarlo escribiéndonos y sus facturas están siempre disponibles en su cuenta. El pago en línea aún no está abierto: hasta su apertura, los planes de pago se activan previa solicitud.",
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
          "Educación: las funciones del plan Pro con 250 MB de almacenamiento y 40 imágenes al mes, reservado a docentes y asociaciones sin ánimo de lucro. El acceso se solicita por correo electrónico; comprobamos su condición antes de activarlo.",
          "Empresa: los límites del plan Pro, 100 imágenes al mes, proyectos de marca blanca y dominio propio, con suscripción anual.",
        ],
        "Las funciones marcadas como «beta» están en fase de ajuste: pueden cambiar y presentar errores.",
        "Algunas de las funciones descritas arriba aún no están disponibles: las imágenes generadas con IA, la marca blanca y el dominio personalizado. Aparecen marcadas como «Próximamente» en la página [Planes y precios](/plans) y solo se prestan a partir de su apertura. Hoy, los planes de pago aportan más proyectos, almacenamiento y colaboradores por proyecto, los juegos privados, la invitación de jugadores sin cuenta a las partidas a distancia y las colecciones de capítulos (beta).",
      ],
    },
    prices: {
      title: "Precios",
      body: [
        "Los precios se indican en euros, con todos los impuestos incluidos (IVA francés al tipo vigente):",
        [
          "Pro: {{proMonthly}} al mes, o {{proYearly}} al año.",
          "Oferta para docentes: el plan Pro por {{teacherMonthly}} al mes, previa solicitud.",
          "Educación: presupuesto a medida, según el tamaño del centro o de la asociación.",
          "Empresa: {{companyYearly}} al año.",
        ],
        "A los profesionales establecidos en otro Estado de la Unión Europea con número de IVA intracomunitario se les factura sin IVA (inversión del sujeto pasivo).",
        "Podemos modificar nuestros precios. Un precio nuevo nunca se aplica a un periodo ya pagado: le avisamos al menos 30 días antes de su próxima renovación y puede cancelar antes si no le conviene.",
      ],
    },
    billing: {
      title: "Facturación mensual o anual",
      body: [
        "El plan Pro se paga al mes o al año, a su elección. El pago anual le permite ahorrar un 16 % respecto a doce mensualidades.",
        "El plan Pro no tiene permanencia: pague al mes o al año, puede cancelarlo cuando quiera y la cancelación surte efecto al final del periodo en curso.",
        "El plan Empresa es una suscripción anual que se paga de una vez por doce meses.",
      ],
    },
    payment: {
      title: "Contratación y pago",
      body: [
        "El pago en línea aún no está abierto. Hasta su apertura, los planes de pago se activan previa solicitud: escríbanos mediante el [formulario de contacto](/contact) o a {{supportEmail}}. Le enviamos un resumen con el plan, la periodicidad y el precio total; el pedido se formaliza cuando usted lo acepta por escrito, y le confirmamos la activación por correo electrónico.",
        "Cuando se abra el pago en línea, se realizará con tarjeta a través de nuestro proveedor de pagos seguro: no veremos ni guardaremos el número de su tarjeta. El plan Empresa también puede pagarse por transferencia, a 30 días desde la fecha de la factura.",
        "Si un pago falla, le avisamos y lo reintentamos durante 14 días. Si no se regulariza, su cuenta vuelve al plan Básico.",
      ],
    },
    renewal: {
      title: "Renovación y cancelación",
      body: [
        "Salvo cancelación, la suscripción se renueva automáticamente por el mismo periodo: un mes o un año. En las suscripciones anuales le enviamos un recordatorio por correo electrónico entre tres meses y un mes antes del vencimiento.",
        "Puede cancelar en cualquier momento escribiéndonos. El plan Pro sigue activo hasta el final del periodo pagado. El plan Empresa debe cancelarse como mínimo un mes antes del final del año de suscripción.",
        "Al terminar la suscripción, su cuenta vuelve al plan Básico. Sus proyectos se conservan, pero mientras supere los límites del plan Básico no podrá crear proyectos nuevos ni añadir archivos, y los juegos compartidos en privado dejarán de estar accesibles.",
      ],
    },
    withdrawal: {
      title: "Derecho de desistimiento",
      body: [
        "Si es usted consumidor, dispone de 14 días desde la contratación para desistir, sin necesidad de justificación.",
        "Para ejercerlo, basta con comunicárnoslo claramente antes de que termine el plazo: por correo electrónico a {{supportEmail}}, mediante el [formulario de contacto](/contact) (asunto «Asistencia») o por correo postal. Puede, sin estar obligado, escribir: «Desisto del contrato de suscripción a Escaplay celebrado el […]», con su nombre y el correo electrónico de su cuenta.",
        "Como puede usar la suscripción desde el primer momento, al pagar le preguntamos si desea que empiece de inmediato. En ese caso, si desiste, solo paga la parte correspondiente a los días ya transcurridos. Le devolvemos el resto en un plazo de 14 días, por el mismo medio de pago y sin gastos.",
        "El derecho de desistimiento no se aplica a los profesionales, por lo que no cubre el plan Empresa contratado para una actividad profesional.",
      ],
    },
    invoices: {
      title: "Facturas",
      body: [
        "Se emite una factura por cada pago. Todas sus facturas están disponibles en cualquier momento en su cuenta, en el apartado [Facturas](/account/invoices), en formato PDF.",
        "Si desea que figuren el nombre de una empresa o de un centro educativo, o un número de IVA, complete sus datos de facturación antes de pagar.",
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
