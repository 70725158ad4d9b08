/**
 * Dice drawn by the app for "roll for me". The engine never draws: randomness lives here, in
 * the UI layer, from the platform's cryptographic generator.
 */

/** Fills a byte array with random bytes; crypto.getRandomValues by default. */
export type ByteSource = (bytes: Uint8Array) => void;

const cryptoBytes: ByteSource = (bytes) => {
  crypto.getRandomValues(bytes);
};

// 252 = 42 x 6 is the largest multiple of 6 that fits a byte: bytes 252..255 are thrown away,
// so each face keeps exactly 42 of the 252 accepted byte values (no modulo bias).
const LIMIT = 252;

/** Returns one fair d6 (1..6) by rejection sampling over random bytes. */
export function rollDie(source: ByteSource = cryptoBytes): number {
  const byte = new Uint8Array(1);
  for (;;) {
    source(byte);
    const b = byte[0]!;
    if (b < LIMIT) return (b % 6) + 1;
  }
}

/** Returns `n` fair d6, each drawn independently. */
export function rollDice(n: number, source: ByteSource = cryptoBytes): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(rollDie(source));
  return out;
}
