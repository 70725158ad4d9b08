/** Saving text as a file on the device, shared by every screen that exports something. */

/** Saves text as a file through a temporary link (works offline; no server involved). */
export function downloadText(text: string, fileName: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the blob after click() returns: keep it a while.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
