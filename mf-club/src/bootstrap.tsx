import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@portal/shared/standalone';
import routes from './routes';

// Runs only when this remote is opened on its own dev port; the shell never loads it.
createRoot(document.getElementById('root')!).render(<StandaloneApp routes={routes} />);
