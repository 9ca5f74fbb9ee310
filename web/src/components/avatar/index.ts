export { Avatar } from './avatar';
export { initials } from './initials';
