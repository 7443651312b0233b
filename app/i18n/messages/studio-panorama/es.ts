import type fr from "./fr";

const es: typeof fr = {
  title: "Editor 360",
};

export default es;
