import type fr from "./fr";

const en: typeof fr = {
  title: "The blog",
  description: "Platform news, puzzle ideas, escape games to discover and tips to build your rooms.",
  intro: "News, puzzle ideas and behind the scenes of making escape games.",
  all: "All posts",
  categories: { "0": "Product", "1": "Escape games", "2": "Ideas", "3": "Games", "4": "Rooms" },
  category: "Category",
  empty: "No post in this category yet.",
  back: "Back to the blog",
  publishedOn: "Published on {{date}}",
  feed: "Follow the blog (RSS feed)",
};

export default en;
