/** Labels shared by the marketing pages (plan boxes, release badges). */
const fr = {
  plan: {
    projects: "Projets",
    storage: "Stockage",
    collaborators: "Collaborateurs par projet",
    images: "Images générées par IA",
    unlimited: "Illimités",
    perMonth: "{{n}} par mois",
    none: "Non incluses",
  },
  upcoming: "À venir",
  released: "Publiée",
};

export default fr;
