import type fr from "./fr";

const de: typeof fr = {
  title: "Der Blog",
  description: "Neuigkeiten der Plattform, Rätselideen, Escape Games zum Entdecken und Tipps für den Bau deiner eigenen Räume.",
  intro: "Neuigkeiten, Rätselideen und ein Blick hinter die Kulissen der Escape-Game-Entwicklung.",
  all: "Alle Artikel",
  categories: { "0": "Produkt", "1": "Escape Games", "2": "Ideen", "3": "Spiele", "4": "Räume" },
  category: "Kategorie",
  empty: "In dieser Kategorie gibt es noch keine Artikel.",
  back: "Zurück zum Blog",
  publishedOn: "Veröffentlicht am {{date}}",
  feed: "Blog abonnieren (RSS-Feed)",
};

export default de;
