import type fr from "./fr";

const es: typeof fr = {
  title: "Todos los escape games",
  description: "Explora los escape games en línea: busca, filtra por temática, dificultad, tipo e idioma, y ordena por tendencia, popularidad o novedad.",
  searchTitle: "Buscar un escape game",
  intro: "Juegos creados por la comunidad, para jugar gratis en el navegador.",
  filters: "Filtros",
  search: "Buscar",
  searchPlaceholder: "Título, temática, palabra clave…",
  theme: "Temática",
  difficulty: "Dificultad",
  type: "Tipo de juego",
  language: "Idioma del juego",
  sort: "Ordenar por",
  any: "Todos",
  apply: "Aplicar",
  reset: "Borrar los filtros",
  sorts: { trending: "Tendencias", popular: "Los más jugados", latest: "Los más recientes" },
  themesTitle: "Explorar por temática",
  results: "{{n}} juego(s) encontrado(s)",
  empty: "Ningún juego coincide con estos criterios. Pruebe con otros filtros.",
};

export default es;
