import type fr from "./fr";

const it: typeof fr = {
  plan: {
    projects: "Progetti",
    storage: "Spazio di archiviazione",
    collaborators: "Collaboratori per progetto",
    images: "Immagini generate con l'IA",
    unlimited: "Illimitati",
    perMonth: "{{n}} al mese",
    none: "Non incluse",
  },
  upcoming: "In arrivo",
  released: "Pubblicata",
};

export default it;
