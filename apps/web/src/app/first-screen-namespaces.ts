import { homeNamespaces } from '../features/home/home-namespaces';
import { loginNamespaces } from '../features/auth/login-namespaces';

/**
 * The page namespaces the boot script preloads for the address the visitor opened (see
 * boot/display-settings.js). The app loads them before its first render, so the page appears in one
 * piece rather than after a loading screen.
 */
export const firstScreenNamespaces: Record<string, string[]> = { '/': homeNamespaces, '/login': loginNamespaces };
