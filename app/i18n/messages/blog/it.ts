import type fr from "./fr";

const it: typeof fr = {
  title: "Il blog",
  description: "Novità della piattaforma, idee per enigmi, escape game da scoprire e consigli per creare le tue stanze.",
  intro: "Novità, idee per enigmi e il dietro le quinte della creazione di escape game.",
  all: "Tutti gli articoli",
  categories: { "0": "Prodotto", "1": "Escape game", "2": "Idee", "3": "Giochi", "4": "Stanze" },
  category: "Categoria",
  empty: "Ancora nessun articolo in questa categoria.",
  back: "Torna al blog",
  publishedOn: "Pubblicato il {{date}}",
  feed: "Segui il blog (feed RSS)",
};

export default it;
