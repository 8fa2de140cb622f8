// Runs before the page paints: the stored choice, else the system preference, else light.
(function () {
  var theme = "light";
  try {
    var stored = localStorage.getItem("theme");
    if (stored === "light" || stored === "dark") theme = stored;
    else if (window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches) theme = "dark";
  } catch (_error) {
    // Storage can be blocked (private modes, strict settings); the default still applies.
  }
  var root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
})();
