import type fr from "./fr";

const en: typeof fr = {
  title: "Properties",
};

export default en;
