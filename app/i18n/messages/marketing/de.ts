import type fr from "./fr";

const de: typeof fr = {
  plan: {
    projects: "Projekte",
    storage: "Speicher",
    collaborators: "Mitwirkende pro Projekt",
    images: "KI-generierte Bilder",
    unlimited: "Unbegrenzt",
    perMonth: "{{n}} pro Monat",
    none: "Nicht enthalten",
  },
  upcoming: "Geplant",
  released: "Veröffentlicht",
};

export default de;
