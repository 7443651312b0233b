import type fr from "./fr";

const de: typeof fr = {
  title: "Interface-Editor",
};

export default de;
