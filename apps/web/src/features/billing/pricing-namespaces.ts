/** The plans page's namespaces; the boot script preloads them with the core ones (app/first-screen-namespaces.ts). */
export const pricingNamespaces = ['pricing'];
