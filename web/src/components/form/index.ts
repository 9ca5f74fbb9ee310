export { FormActions, useFormSend } from './form-actions';
export { FormError } from './form-error';
export { default as formStyles } from './form.module.css';
