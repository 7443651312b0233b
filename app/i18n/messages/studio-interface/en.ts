import type fr from "./fr";

const en: typeof fr = {
  title: "Interface editor",
};

export default en;
