// Components rendered outside a Next.js app (react-dom/server in unit tests) have no app router, and
// next/navigation's useRouter throws without one. AppLink asks it for prefetching on intent, which
// these tests never trigger. Use it as
//   vi.mock('next/navigation', async (actual) => (await import('../next-navigation-stub')).withoutAppRouter(await actual()));
export function withoutAppRouter<T extends object>(navigation: T): T {
  return { ...navigation, useRouter: () => ({ prefetch: () => {} }) };
}
