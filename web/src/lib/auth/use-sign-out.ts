import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from './auth.api';

/** Signs out and goes to /login; the user is cleared whatever the call's result. */
export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    navigate('/login');
  };
  return { signOut, isSigningOut: isLoading };
}
