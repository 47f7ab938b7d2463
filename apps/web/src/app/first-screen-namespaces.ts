import { homeNamespaces } from '../features/home/home-namespaces';
import { loginNamespaces } from '../features/auth/login-namespaces';
import { pricingNamespaces } from '../features/billing/pricing-namespaces';
import { coreNamespaces } from '../lib/core-namespaces';

/**
 * The texts a visitor's first screen needs come in one file: the core namespaces plus those of the
 * page they opened, merged at build time into `locales/<language>/first-screen/<bundle>.json`
 * (vite.config.ts). The boot script starts downloading it before the app's code arrives
 * (boot/display-settings.js holds the same address → bundle map) and the app renders once it has it.
 */
export const firstScreenBundles: Record<string, string[]> = {
  core: coreNamespaces,
  home: [...coreNamespaces, ...homeNamespaces],
  login: [...coreNamespaces, ...loginNamespaces],
  pricing: [...coreNamespaces, ...pricingNamespaces],
};

/** Page address → bundle; any other address gets `core`. */
export const firstScreenPages: Record<string, string> = {
  '/': 'home',
  '/login': 'login',
  '/pricing': 'pricing',
  '/subscription': 'pricing',
};

export const firstScreenBundleOf = (path: string) => firstScreenPages[path] ?? 'core';
