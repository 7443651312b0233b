import type fr from "./fr";

const es: typeof fr = {
  title: "Equipo",
  description: "Invita a tus compañeros a tu empresa: comparten tu plan Empresa y tus proyectos.",
  intro: "Los miembros de tu equipo comparten tu plan Empresa mientras formen parte de él, y encuentran todos tus proyectos en su espacio Mis proyectos para abrirlos y editarlos.",
  seats: "{{used}} de {{seats}} plazas ocupadas (miembros e invitaciones pendientes).",
  upgradeTitle: "El equipo forma parte del plan Empresa",
  upgradeText: "Con el plan Empresa invitas a tus compañeros por correo: comparten tu plan y trabajan en los proyectos de la empresa.",
  upgradeCta: "Ver el plan Empresa",
  invite: {
    title: "Invitar a un compañero",
    label: "Dirección de correo",
    hint: "Le enviamos un enlace de invitación válido 14 días. Podrá aceptarla con una cuenta existente o crear una.",
    submit: "Enviar la invitación",
  },
  errors: {
    email: "Escribe una dirección de correo válida, por ejemplo nombre.apellido@empresa.es.",
    self: "Es la dirección de tu propia cuenta: ya formas parte de tu empresa.",
    member: "Esta persona ya es miembro de tu equipo.",
    invited: "Ya hay una invitación pendiente para esta dirección. Cancélala para enviar una nueva.",
    seats: "Tu plan incluye {{seats}} plazas, todas ocupadas por miembros o invitaciones pendientes. Retira a un miembro o cancela una invitación para liberar una.",
    rateLimited: "Demasiadas invitaciones en poco tiempo. Vuelve a intentarlo dentro de una hora.",
  },
  done: {
    invited: "Invitación enviada a {{who}}.",
    cancelled: "La invitación enviada a {{who}} está cancelada.",
    removed: "{{who}} ya no forma parte de tu equipo.",
    left: "Has dejado la empresa: su plan y sus proyectos ya no están a tu alcance.",
  },
  members: {
    title: "Miembros",
    none: "Nadie se ha unido todavía a tu equipo.",
    since: "Miembro desde el {{date}}",
    remove: "Retirar a {{name}}",
  },
  invitations: {
    title: "Invitaciones pendientes",
    expires: "Válida hasta el {{date}}",
    cancel: "Cancelar la invitación de {{email}}",
  },
  memberships: {
    title: "Tus empresas",
    item: "Eres miembro de {{company}} desde el {{since}}.",
    active: "Compartes su plan Empresa y sus proyectos.",
    lapsed: "El plan Empresa de {{company}} ha terminado: ya no compartes su plan ni sus proyectos.",
    leave: "Dejar {{company}}",
  },
  join: {
    title: "Invitación a unirte a un equipo",
    signedOut: "Te invitan a unirte al equipo de una empresa en Escaplay. Inicia sesión o crea una cuenta para ver la invitación.",
    signIn: "Iniciar sesión",
    register: "Crear una cuenta",
    intro: "{{company}} te invita a unirte a su equipo.",
    shares: "Al aceptar, compartes el plan Empresa de {{company}} y puedes abrir y editar sus proyectos desde Mis proyectos. Puedes dejar el equipo cuando quieras desde tu cuenta.",
    accept: "Unirme al equipo",
    toWorkspace: "Ir a Mis proyectos",
    errors: {
      used: "Esta invitación ya se ha usado o se ha cancelado.",
      expired: "Esta invitación ha caducado. Pide una nueva a la empresa.",
      self: "Esta invitación viene de tu propia cuenta: no puedes aceptarla.",
      member: "Ya formas parte de este equipo.",
      seats: "El equipo está completo: la empresa debe liberar una plaza antes de que puedas unirte.",
      lapsed: "El plan Empresa de esta empresa ha terminado: su equipo ya no puede acoger miembros.",
      unverified: "Confirma primero la dirección de correo de tu cuenta y vuelve a abrir este enlace.",
    },
  },
  subscription: {
    through: "Disfrutas de este plan como miembro del equipo de {{company}}, mientras formes parte de él.",
  },
  workspace: {
    hint: "Proyectos de tu empresa: puedes abrirlos y editarlos.",
  },
  mail: {
    subject: "{{company}} te invita a su equipo en Escaplay",
    greeting: "Hola:",
    intro: "{{company}} te invita a unirte a su equipo en Escaplay.",
    shares: "Como miembro del equipo compartes su plan Empresa y puedes abrir y editar sus proyectos de juegos.",
    withAccount: "Inicia sesión con tu cuenta para aceptar la invitación.",
    withoutAccount: "Crea una cuenta gratuita de Escaplay con este enlace, o inicia sesión con la cuenta que quieras, para aceptar la invitación.",
    button: "Ver la invitación",
    expiry: "Este enlace es válido durante 14 días.",
  },
};

export default es;
