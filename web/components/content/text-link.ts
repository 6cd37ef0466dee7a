/** A link inside running text on a light background: accent coloured and always underlined. */
export const textLinkClass =
  'font-medium text-accent-600 underline underline-offset-4 hover:text-accent-700';
