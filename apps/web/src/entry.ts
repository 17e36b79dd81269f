import './index.css';

// The page's first script. index.html already preloads the app's chunks (vite.config.ts), so they
// download while the browser paints the static shell; this only makes the app evaluate after that
// first paint, so a slow phone shows the header and skeleton instead of a blank screen while it
// runs the app's JavaScript.
let isStarted = false;
const start = () => {
  if (isStarted) return;
  isStarted = true;
  void import('./main');
};
requestAnimationFrame(() => setTimeout(start, 0));
// A tab opened in the background gets no animation frame until it is shown.
if (document.hidden) start();
