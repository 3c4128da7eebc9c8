// Starts the app's scripts once a page the server rendered has been painted (decision 020). Fetched earlier, they
// would compete with the page's own HTML and stylesheet, and the browser could run them before showing the page.
// The list comes from the page (#watchify-modules): the same modules the plain document loads, in the same way.
(() => {
  const { entry, preload } = JSON.parse(document.getElementById('watchify-modules').textContent);
  let started = false;
  function load() {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    // One preload per task: together they sometimes made one long task, and the entry's own imports would find
    // them anyway a little later.
    for (const href of preload) {
      setTimeout(() => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }, 0);
    }
  }
  // The first contentful paint is reported once it is on screen. Should it never be (a tab opened in the
  // background, an old browser), the scripts start anyway.
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntries().some((paint) => paint.name === 'first-contentful-paint')) {
        observer.disconnect();
        load();
      }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(load, 3000);
  } else {
    load();
  }
})();
