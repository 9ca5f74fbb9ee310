export { Button, ButtonAnchor, ButtonLink } from './button';
