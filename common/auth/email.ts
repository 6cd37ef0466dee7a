/** The spec's basic pattern: text, an at sign, text, a dot, text, and no spaces. */
export const isEmailLike = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const normaliseEmail = (value: string) => value.trim().toLowerCase();
