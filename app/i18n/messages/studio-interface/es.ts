import type fr from "./fr";

const es: typeof fr = {
  title: "Editor Interface",
};

export default es;
