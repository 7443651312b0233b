import type fr from "./fr";

const en: typeof fr = {
  title: "All escape games",
  description: "Browse online escape games: search, filter by theme, difficulty, type and language, sort by trending, popularity or newest.",
  searchTitle: "Search for an escape game",
  intro: "Games made by the community, free to play in your browser.",
  filters: "Filters",
  search: "Search",
  searchPlaceholder: "Title, theme, keyword…",
  theme: "Theme",
  difficulty: "Difficulty",
  type: "Game type",
  language: "Game language",
  sort: "Sort by",
  any: "All",
  apply: "Apply",
  reset: "Clear filters",
  sorts: { trending: "Trending", popular: "Most played", latest: "Newest" },
  themesTitle: "Browse by theme",
  results: "{{n}} game(s) found",
  empty: "No game matches these criteria. Try other filters.",
};

export default en;
