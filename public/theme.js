// Sets the saved theme and text size before the first paint (src/ui/appearance.ts writes this
// hint; IndexedDB, the real store, is too slow to avoid a flash). A file rather than an inline
// script, so the Content-Security-Policy can allow scripts from the app's own origin only.
(() => {
  try {
    const hint = JSON.parse(localStorage.getItem('volga-table:appearance') || 'null');
    const root = document.documentElement;
    if (hint && /^(system|light|dark)$/.test(hint.theme)) root.dataset.theme = hint.theme;
    if (hint && /^(standard|large|largest)$/.test(hint.textSize)) root.dataset.text = hint.textSize;
  } catch {}
})();
