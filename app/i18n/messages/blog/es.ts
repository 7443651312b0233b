import type fr from "./fr";

const es: typeof fr = {
  title: "El blog",
  description: "Novedades de la plataforma, ideas de enigmas, escape games por descubrir y consejos para crear tus salas.",
  intro: "Novedades, ideas de enigmas y los entresijos de la creación de escape games.",
  all: "Todos los artículos",
  categories: { "0": "Producto", "1": "Escape games", "2": "Ideas", "3": "Juegos", "4": "Salas" },
  category: "Categoría",
  empty: "Todavía no hay artículos en esta categoría.",
  back: "Volver al blog",
  publishedOn: "Publicado el {{date}}",
  feed: "Seguir el blog (feed RSS)",
};

export default es;
