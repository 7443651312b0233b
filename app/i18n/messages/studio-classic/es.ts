import type fr from "./fr";

const es: typeof fr = {
  title: "Editor Clásico",
};

export default es;
