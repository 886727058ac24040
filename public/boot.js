// Starts the app on a page the server sent already drawn (the landing, a page's first screen):
// the app's scripts are fetched once that page is painted, so they never hold back its first
// paint, and all at once (data-preload), so none waits for the one that imports it.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preload = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  // After the next frame is painted; a tab opened in the background paints no frame, so a timer
  // starts it there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
