const fr = {
  title: "Éditeur Interface",
};

export default fr;
