/** The console's sign-in for the simulated backend; the login form is prefilled with it. */
export const DEMO_CREDENTIALS = { username: 'admin', password: 'parking-admin' } as const
