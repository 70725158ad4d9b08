/**
 * Seeds for the game's dice stream. The engine never draws randomness itself: a new game's
 * PRNG is seeded here, in the state layer, from the platform's cryptographic generator.
 */

/** Returns four random 32-bit words for GameSetup.seed (crypto.getRandomValues). */
export function newSeed(
  fill: (words: Uint32Array) => void = (w) => {
    crypto.getRandomValues(w);
  },
): number[] {
  const words = new Uint32Array(4);
  fill(words);
  return [...words];
}
