/** Shared by the accordion and its placeholder, so nothing moves when the accordion loads. */
export const faqListClass = 'rounded-xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6';
export const faqItemClass = 'border-b border-slate-200 last:border-b-0';
export const faqQuestionClass =
  'flex w-full items-center justify-between gap-4 py-4 text-left text-base font-semibold text-brand-900 sm:text-lg';
