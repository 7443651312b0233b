import type fr from "./fr";

const es: typeof fr = {
  plan: {
    projects: "Proyectos",
    storage: "Almacenamiento",
    collaborators: "Colaboradores por proyecto",
    images: "Imágenes generadas por IA",
    unlimited: "Ilimitados",
    perMonth: "{{n}} al mes",
    none: "No incluidas",
  },
  upcoming: "Próximamente",
  released: "Publicada",
};

export default es;
