export type NavItem = { to: string; label: string };

export const primaryNav: NavItem[] = [
  { to: '/about', label: 'About' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
];

/** Extra entries of the mobile menu for admins (spec 01 §2 "Shared chrome"). */
export const adminNav: NavItem[] = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/submissions', label: 'Manage Submissions' },
];

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
