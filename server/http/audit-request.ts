/** Where a request came from, as the audit log keeps it. */
export const auditRequest = (c: {
  get(key: 'clientIp'): string;
  req: { header(name: 'user-agent'): string | undefined };
}) => ({
  ipAddress: c.get('clientIp'),
  userAgent: c.req.header('user-agent') ?? null,
});
