export { LoginPrompt } from './login-prompt';
