import type fr from "./fr";

const es: typeof fr = {
  notices: {
    unavailable: "El pago en línea no está disponible en este momento. Vuelve a intentarlo más tarde o escríbenos: activaremos tu plan.",
    "teacher-offer-closed": "La oferta para docentes se abre cuando se acepta tu solicitud Educación.",
    cancelled: "Pago cancelado: no se ha cobrado nada. Puedes elegir un plan cuando quieras.",
    invalid: "Este plan no existe. Elige uno a continuación.",
  },
  offers: {
    pro: "Pro",
    education: "Educación, oferta para docentes",
    company: "Empresa",
  },
  periods: {
    month: "Facturado cada mes",
    year: "Facturado cada año",
  },
  checkout: {
    title: "Pago local (desarrollo)",
    intro: "Aquí no se mueve dinero: esta página sustituye a Stripe Checkout en una máquina de desarrollo. Confirmar envía al sitio los eventos que enviaría Stripe, firmados con la biblioteca de Stripe, a la misma dirección de webhook.",
    summary: "Lo que compras",
    offer: "Plan",
    billing: "Facturación",
    amount: "Importe",
    account: "Cuenta",
    pay: "Pagar {{amount}}",
    decline: "Rechazar el pago",
    paid: "Este pago ya está confirmado.",
    declined: "Este pago fue rechazado.",
    continue: "Volver al sitio",
  },
  portal: {
    title: "Portal de cliente local (desarrollo)",
    intro: "Lo que el portal de cliente de Stripe y su calendario hacen con una suscripción, en una máquina de desarrollo. Cada acción envía al sitio los eventos firmados que enviaría Stripe.",
    none: "Este cliente no tiene ninguna suscripción.",
    status: "Estado",
    periodEnd: "Fin del periodo actual",
    cancelling: "Cancelación prevista al final del periodo",
    actions: {
      cancel: "Cancelar al final del periodo",
      resume: "Reanudar la suscripción",
      month: "Pasar a facturación mensual",
      year: "Pasar a facturación anual",
      renew: "Renovar: pago aceptado",
      fail: "Renovar: pago rechazado",
      end: "Terminar la suscripción ahora",
    },
    back: "Volver al sitio",
  },
  mail: {
    paymentFailed: {
      subject: "El pago de tu suscripción a Escaplay no se ha realizado",
      greeting: "Hola, {{name}}:",
      intro: "No hemos podido cobrar la renovación de tu suscripción a Escaplay. Tu banco rechazó el pago o la tarjeta ha caducado.",
      grace: "Tu plan sigue activo hasta el {{until}} mientras se reintenta el pago. Si no se paga antes, tu cuenta volverá al plan Basic: tus proyectos seguirán legibles y jugables, no se borra nada.",
      button: "Actualizar mi método de pago",
      after: "Si ya has cambiado de tarjeta, no tienes que hacer nada: el próximo intento la usará.",
    },
  },
};

export default es;
