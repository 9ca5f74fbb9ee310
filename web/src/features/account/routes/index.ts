export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { SettingsPage } from './settings-page';
export { RequireAuth } from '../components/require-auth';
export { PaymentSuccessPage } from './payment-success-page';
