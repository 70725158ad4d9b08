/**
 * Turns a file's bytes into text the way the import reads every file: a byte-order mark picks
 * UTF-16 (little- or big-endian) or UTF-8 and is dropped; without one the bytes are UTF-8.
 * Malformed sequences become U+FFFD, so the JSON check then says where the file is broken.
 * The Import screen and `check-save` both use it, so a file reads the same in each.
 */
export function decodeFileBytes(bytes: Uint8Array): string {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : 'utf-8';
  // TextDecoder drops a leading byte-order mark of its own encoding.
  return new TextDecoder(encoding).decode(bytes);
}
