/**
 * Pages of the route table that are announced but not open yet. Every link to one says so
 * (ComingSoon), and the page itself says what is coming; a test keeps this list and the route
 * table in step, so a page that opens drops its notice everywhere at once.
 */
export const COMING_SOON_PATHS: readonly string[] = [];

export const isComingSoon = (path: string): boolean => COMING_SOON_PATHS.includes(path);
