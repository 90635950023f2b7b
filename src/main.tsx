// The console's entry point (index.html loads it): Chinese dates, the current page's chunks
// preloaded beside the session restore, the state inspector when enabled, then the App.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { loadInspector } from './app/inspector.js';
import { preloadFor } from './app/route-preload.js';

dayjs.locale('zh-cn');

// the page's chunks and wiring start loading now, beside the session restore; its first call once
// the restore calls are out (App's onStarted)
const preload = preloadFor(window.location);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// the login page renders once its chunk is here (route-preload.ts, beforeRender)
void Promise.all([loadInspector().catch(() => undefined), preload.beforeRender])
  .then(([inspect]) =>
    root.render(
      <StrictMode>
        <App inspect={inspect} onStarted={preload.startData} />
      </StrictMode>,
    ),
  );
