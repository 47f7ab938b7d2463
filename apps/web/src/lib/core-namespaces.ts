/**
 * Namespaces every screen needs (the layout's header, footer, language switcher and feedback
 * button, and error texts); pages load their own with useTranslation(ns).
 */
export const coreNamespaces = ['common', 'navbar', 'footer', 'errors', 'languageSwitcher', 'feedback'];
