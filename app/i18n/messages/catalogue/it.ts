import type fr from "./fr";

const it: typeof fr = {
  title: "Tutti gli escape game",
  description: "Sfoglia gli escape game online: cerca, filtra per tema, difficoltà, tipo e lingua, ordina per tendenza, popolarità o novità.",
  searchTitle: "Cerca un escape game",
  intro: "Giochi creati dalla community, da giocare gratis nel browser.",
  filters: "Filtri",
  search: "Cerca",
  searchPlaceholder: "Titolo, tema, parola chiave…",
  theme: "Tema",
  difficulty: "Difficoltà",
  type: "Tipo di gioco",
  language: "Lingua del gioco",
  sort: "Ordina per",
  any: "Tutti",
  apply: "Applica",
  reset: "Cancella i filtri",
  sorts: { trending: "Di tendenza", popular: "I più giocati", latest: "I più recenti" },
  themesTitle: "Sfoglia per tema",
  results: "Giochi trovati: {{n}}",
  empty: "Nessun gioco corrisponde a questi criteri. Prova con altri filtri.",
};

export default it;
