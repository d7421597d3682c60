/// The architecture library: state, actions, reducers, effects, stores and their composition.
