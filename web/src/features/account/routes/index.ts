export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { ProfilePage } from './profile-page';
export { SettingsPage } from './settings-page';
export { RequireAuth } from '../components/require-auth';
