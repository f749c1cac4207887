/** Every client route in one table (SPEC §2). */
export const paths = {
  home: '/',
  register: '/register',
  lookup: '/lookup',
  card: (id: string, ownerKey?: string) =>
    `/registry/${encodeURIComponent(id)}${ownerKey ? `?key=${encodeURIComponent(ownerKey)}` : ''}`,
  confirmation: (id: string) => `/confirmation/${encodeURIComponent(id)}`,
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminEdit: (id: string) => `/admin/edit/${encodeURIComponent(id)}`,
  adminTrainers: '/admin/trainers',
  adminPaymentCodes: '/admin/payment-codes',
  adminActivity: '/admin/activity',
} as const;
