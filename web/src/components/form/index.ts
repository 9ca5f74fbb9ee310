export { FormActions, useFormSend } from './form-actions';
export { FormError } from './form-error';
export { FormField, SelectField, SubmitButton, TextAreaField, useFields } from './form-field';
export { default as formStyles } from './form.module.css';
