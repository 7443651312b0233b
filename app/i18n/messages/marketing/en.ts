import type fr from "./fr";

const en: typeof fr = {
  plan: {
    projects: "Projects",
    storage: "Storage",
    collaborators: "Collaborators per project",
    images: "AI-generated images",
    unlimited: "Unlimited",
    perMonth: "{{n}} per month",
    none: "Not included",
  },
  upcoming: "Upcoming",
  released: "Released",
};

export default en;
