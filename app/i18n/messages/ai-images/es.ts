import type fr from "./fr";

const es: typeof fr = {
  title: "Generar una imagen",
  intro: "Describe la imagen que creará la IA: se añade a los archivos del proyecto y cuenta en su almacenamiento.",
  remaining: "Te quedan {{count}} imágenes este mes (de {{limit}}).",
  remainingOne: "Te queda 1 imagen este mes (de {{limit}}).",
  remainingNone: "Has usado las {{limit}} imágenes de este mes: el contador vuelve a cero el día 1 del mes que viene.",
  local: "No hay servicio de IA en esta instalación: en su lugar se crea una imagen local, marcada «Imagen local (sin IA)» con tu descripción, para probar todo el recorrido. Cuenta como una real.",
  localLabel: "Imagen local (sin IA)",
  unavailable: "La generación de imágenes no está disponible por el momento.",
  planNotice: "Tu plan no incluye imágenes IA: los planes Pro (50 al mes), Educación (40) y Empresa (100) las incluyen.",
  upgrade: "Ver los planes",
  promptLabel: "Descripción de la imagen",
  promptHint: "De {{min}} a {{max}} caracteres, por ejemplo: un desván polvoriento iluminado por una claraboya.",
  formatLegend: "Formato",
  formats: { scene: "Escena (16:9)", panorama: "Panorama 360° (2:1)", object: "Objeto (cuadrado)" },
  submit: "Generar la imagen",
  generating: "Generando la imagen…",
  generated: "Imagen «{{name}}» añadida a los archivos.",
  errors: {
    plan: "Tu plan no incluye imágenes IA: pasa al plan Pro, Educación o Empresa para generarlas.",
    quota: "Has usado las {{limit}} imágenes IA de tu plan este mes: el contador vuelve a cero el día 1 del mes que viene.",
    refused: "El filtro de seguridad del servicio ha rechazado esta descripción: reformúlala. No se ha descontado ninguna imagen.",
    unavailable: "La generación de imágenes no está disponible por el momento: inténtalo más tarde. No se ha descontado ninguna imagen.",
    storage: "Tu almacenamiento está lleno: borra archivos o pasa a un plan superior. No se ha descontado ninguna imagen.",
    prompt: "Describe la imagen en {{min}} a {{max}} caracteres.",
    format: "Elige un formato: escena, panorama u objeto.",
    folder: "Esta carpeta no es válida.",
    invalid: "Esta solicitud no es válida: recarga la página.",
    network: "La solicitud no ha llegado: comprueba tu conexión y vuelve a intentarlo.",
  },
};

export default es;
