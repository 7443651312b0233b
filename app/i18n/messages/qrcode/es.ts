import type fr from "./fr";

const es: typeof fr = {
  title: "Generador de códigos QR gratuito",
  description:
    "Cree gratis un código QR para un enlace o un texto, elija su tamaño, su color y su corrección de errores, y descárguelo en SVG o PNG.",
  heroTitle: "Generador de códigos QR",
  heroText:
    "Convierta un enlace o un texto en un código QR para imprimir: ideal para esconder una pista en una sala, mostrar el código de una partida en clase o invitar a sus jugadores. Gratis, sin registro y sin marca de agua.",
  formTitle: "Su código QR",
  text: "Texto o dirección web",
  textHint: "{{n}} de {{max}} caracteres como máximo.",
  size: "Tamaño de la imagen",
  sizeOption: "{{n}} × {{n}} píxeles",
  ecc: "Corrección de errores",
  eccHint: "Cuanto más alta es, mejor se lee el código si está dañado o parcialmente tapado, pero más denso resulta.",
  levels: {
    L: "L – baja (7 %)",
    M: "M – media (15 %)",
    Q: "Q – alta (25 %)",
    H: "H – máxima (30 %)",
  },
  color: "Color del dibujo",
  submit: "Actualizar el código QR",
  liveNote: "La vista previa se actualiza mientras escribe.",
  previewTitle: "Vista previa",
  previewAlt: "Código QR que lleva a: {{text}}",
  empty: "Escriba un texto o una dirección para ver su código QR.",
  tooLong: "Este texto es demasiado largo para un código QR: acórtelo a {{max}} caracteres como máximo o baje la corrección de errores.",
  lowContrast: "Este color es demasiado claro: muchos teléfonos no podrán leer el código. Elija un tono más oscuro.",
  downloadSvg: "Descargar en SVG",
  downloadPng: "Descargar en PNG",
  downloadHint: "El SVG se ve nítido a cualquier tamaño, perfecto para imprimir. El PNG mide {{n}} × {{n}} píxeles.",
  privacy: "No se guarda nada: el código se calcula al momento y no se conserva en nuestros servidores.",
  ideasTitle: "Códigos QR en sus escape games",
  ideas: [
    {
      title: "Una pista escondida",
      text: "Imprima un código QR que lleve a una imagen, un sonido o un texto, y escóndalo debajo de un cajón o detrás de un cuadro.",
    },
    {
      title: "Unirse a la partida",
      text: "Muestre en la pizarra un código QR hacia la página Código: sus alumnos se unen a la sesión multijugador en un instante.",
    },
    {
      title: "La contraseña final",
      text: "Codifique un texto en lugar de un enlace: el propio código QR se convierte en un enigma que hay que escanear para encontrar la respuesta.",
    },
  ],
};

export default es;
