import type fr from "./fr";

const de: typeof fr = {
  title: "Alle Escape Games",
  description: "Online-Escape-Games entdecken: suchen, nach Thema, Schwierigkeit, Spieltyp und Sprache filtern, nach Trend, Beliebtheit oder Neuheit sortieren.",
  searchTitle: "Ein Escape Game suchen",
  intro: "Von der Community erstellte Spiele, kostenlos im Browser spielbar.",
  filters: "Filter",
  search: "Suchen",
  searchPlaceholder: "Titel, Thema, Stichwort…",
  theme: "Thema",
  difficulty: "Schwierigkeit",
  type: "Spieltyp",
  language: "Sprache des Spiels",
  sort: "Sortieren nach",
  any: "Alle",
  apply: "Anwenden",
  reset: "Filter zurücksetzen",
  sorts: { trending: "Im Trend", popular: "Meistgespielt", latest: "Neueste" },
  themesTitle: "Nach Thema stöbern",
  results: "{{n}} Spiel(e) gefunden",
  empty: "Kein Spiel entspricht diesen Kriterien. Versuch es mit anderen Filtern.",
};

export default de;
