import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createServices } from './app/App';

const services = createServices();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
