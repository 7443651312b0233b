import type fr from "./fr";

const it: typeof fr = {
  title: "Proprietà",
};

export default it;
