import { company } from '#common/company';

/** The company's postal address, a line at a time. */
export function CompanyAddress({ className }: { className?: string }) {
  const { address } = company;
  return (
    <address className={className}>
      {company.legalName}
      <br />
      {address.line1}
      <br />
      {address.city}, {address.region} {address.postalCode}
      <br />
      {address.country}
    </address>
  );
}
