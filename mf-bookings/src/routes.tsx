import type { RouteObject } from 'react-router-dom';

// Route objects with absolute paths; the shell renders the one matching its route table.
const routes: RouteObject[] = [];

export default routes;
