export { authApi, useGetAuthStatusQuery, useLogoutMutation } from './auth.api';
export { useAuth } from './use-auth';
export type { AuthState } from './use-auth';
export type { LoginRedirectState } from './login-redirect';
