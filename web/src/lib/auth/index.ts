export { authApi, useGetAuthStatusQuery } from './auth.api';
export { useAuth } from './use-auth';
export type { AuthState } from './use-auth';
export { loginRedirectState } from './login-redirect';
export type { LoginRedirectState } from './login-redirect';
export { useSignOut } from './use-sign-out';
