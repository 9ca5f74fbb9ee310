export { FormActions, useFormSend } from './form-actions';
export { default as formStyles } from './form.module.css';
