import type fr from "./fr";

const de: typeof fr = {
  title: "Klassik-Editor",
};

export default de;
