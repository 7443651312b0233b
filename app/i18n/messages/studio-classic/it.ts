import type fr from "./fr";

const it: typeof fr = {
  title: "Editor Classico",
};

export default it;
