import { createElement, isValidElement, type ComponentType, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * A remote's exposed route list from its table of absolute paths (exactly as in the shell's route
 * table) and what each one renders: a page component (usually a `lazyPage`, whose `preload` the
 * shell finds on the element's type) or a ready element (a page with props, or wrapped). The
 * shell renders the route object whose `path` equals its own route's path.
 */
export function pageRoutes(pages: Readonly<Record<string, ComponentType | ReactElement>>): RouteObject[] {
  return Object.entries(pages).map(([path, page]) => ({
    path,
    element: isValidElement(page) ? page : createElement(page),
  }));
}
