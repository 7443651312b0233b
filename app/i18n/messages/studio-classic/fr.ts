const fr = {
  title: "Éditeur Classique",
};

export default fr;
