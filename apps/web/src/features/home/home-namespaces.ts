/**
 * Every namespace the landing page shows, asked for together so they download in one wave (one
 * component each would fetch them one after another). The boot script preloads the same list.
 */
export const homeNamespaces = ['hero', 'gradeSelection', 'features', 'testimonials'];
