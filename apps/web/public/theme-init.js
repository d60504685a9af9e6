// Runs before first paint so a dark-theme user never sees a white flash. Kept in sync with src/lib/theme.ts.
(() => {
  try {
    const pref = localStorage.getItem('theme');
    const dark = pref === 'dark' || (pref !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage may be blocked (private mode); the app then follows the system theme.
  }
})();
