// The stop-word lists of the `stopword` package, which ships no types: each is an array of words.
declare module 'stopword' {
  export const spa: readonly string[];
}
