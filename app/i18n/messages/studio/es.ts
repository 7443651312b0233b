import type fr from "./fr";

const es: typeof fr = {
  title: "Estudio de creación",
  fields: {
    required: "Este campo es obligatorio.",
    notNumber: "Escribe un número.",
    wholeNumber: "Escribe un número entero.",
    range: "Escribe un número entre {{min}} y {{max}}.",
    uploadFailed: "No se pudo enviar el archivo. Comprueba la conexión e inténtalo de nuevo.",
    noFile: "Ningún archivo",
    chooseFile: "Elegir un archivo…",
    orLink: "O una dirección https",
    uploading: "Enviando…",
    upload: "Subir un archivo",
    badLink: "Escribe una dirección que empiece por https:// (sin espacios ni comillas).",
  },
};

export default es;
