import type fr from "./fr";

const es: typeof fr = {
  title: "Propiedades",
};

export default es;
