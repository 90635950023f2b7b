import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { loadInspector } from './app/inspector.js';

dayjs.locale('zh-cn');

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

void loadInspector()
  .catch(() => undefined)
  .then((inspect) =>
    root.render(
      <StrictMode>
        <App inspect={inspect} />
      </StrictMode>,
    ),
  );
