import { company } from '#common/company';

/** React 19 hoists <title> into <head>, so each page names itself for tabs and screen readers. */
export function PageTitle({ title }: { title?: string | undefined }) {
  return <title>{title ? `${title} | ${company.name}` : company.name}</title>;
}
