import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The theme's typeface: stylesheet and woff2 files are assets of the build, never part of a script.
import '@mediation/ui/fonts.css';
import { App, createServices } from './app/App';

const services = createServices();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
